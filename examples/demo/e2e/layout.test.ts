import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, openConnectView, waitForAnimations } from './demoActions.js'
import { type DemoSession, devWalletScripts, openDemo } from './demoPage.js'
import { findOverflowAtEveryWidth, screenWidths } from './findOverflow.js'
import { freshAccount } from './freshAccount.js'
import { launchChromium } from './launchChromium.js'

let browser: Browser
let session: DemoSession
beforeAll(async () => {
  browser = await launchChromium()
  session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { account: 7 }),
    // Its cases read the animations of SPEC §2.
    motion: true,
  })
})
afterAll(async () => {
  await session?.close()
  await browser?.close()
})

async function closeModal(page: Page) {
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await dialog(page).waitFor({ state: 'detached' })
}

/** Computed style properties of the first element matching `selector`, in the page or an open shadow root. */
function computed(page: Page, selector: string, properties: string[]) {
  return page.evaluate(
    ({ selector, properties }) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const found = root.querySelector(selector)
        if (found) return found
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot && find(element.shadowRoot)
          if (inner) return inner
        }
        return null
      }
      const element = find(document)
      if (!element) throw new Error(`nothing matches ${selector}`)
      const style = getComputedStyle(element)
      return Object.fromEntries(
        properties.map((property) => [property, style.getPropertyValue(property).trim()]),
      )
    },
    { selector, properties },
  )
}

describe('the modal looks as designed', () => {
  it('on a desktop: z-index 999, 360 px wide, the theme masters and the animation timings of SPEC §2', async () => {
    const { page } = session
    await openConnectView(page)

    // The layer over the page, and the dialog on it.
    expect(await computed(page, '.foyer-overlay', ['z-index', 'position'])).toEqual({
      'z-index': '999',
      position: 'fixed',
    })
    const box = await dialog(page).boundingBox()
    expect(box?.width).toBe(360)
    expect(await computed(page, '[role="dialog"]', ['width'])).toEqual({ width: '360px' })

    // The theme masters as CSS variables, and what they drive: the title at 1.6× the font size master, the dialog's
    // corners at 4× the radius master.
    expect(
      await computed(page, ':root', ['--foyer-font-size-master', '--foyer-border-radius-master']),
    ).toEqual({ '--foyer-font-size-master': '10px', '--foyer-border-radius-master': '4px' })
    expect(await computed(page, '.foyer-header__title', ['font-size'])).toEqual({ 'font-size': '16px' })
    expect(await computed(page, '[role="dialog"]', ['border-top-left-radius'])).toEqual({
      'border-top-left-radius': '16px',
    })

    // Header text 120 ms, modal height 150 ms, view transition 150 ms.
    expect(await computed(page, '.foyer-header__title', ['animation-name', 'animation-duration'])).toEqual({
      'animation-name': 'foyer-fade-in',
      'animation-duration': '0.12s',
    })
    expect(
      await computed(page, '.foyer-modal__body', ['transition-property', 'transition-duration']),
    ).toEqual({ 'transition-property': 'height', 'transition-duration': '0.15s' })
    expect(await computed(page, '.foyer-view', ['animation-name', 'animation-duration'])).toEqual({
      'animation-name': 'foyer-view-in',
      'animation-duration': '0.15s',
    })
    await closeModal(page)
  })

  it('on a 390 px phone: a full-width sheet pinned to the bottom', async () => {
    const { page } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await openConnectView(page)
    const box = await dialog(page).boundingBox()
    expect(box).not.toBeNull()
    expect(box?.x).toBe(0)
    expect(box?.width).toBe(390)
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844)
    expect(box?.height).toBeLessThanOrEqual(844 * 0.9)
    // Rounded on top only, with no bottom border.
    expect(
      await computed(page, '[role="dialog"]', [
        'border-top-left-radius',
        'border-bottom-left-radius',
        'border-bottom-width',
      ]),
    ).toEqual({
      'border-top-left-radius': '16px',
      'border-bottom-left-radius': '0px',
      'border-bottom-width': '0px',
    })
    await page.screenshot({ path: '/tmp/foyer-mobile-sheet.png' })
    await closeModal(page)
  })

  it('with enableMobileFullScreen, on a 390 px phone the modal fills the screen; on a desktop it stays a dialog', async () => {
    const fullScreen = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { account: 7 }),
      query: '?fullScreen=mobile',
    })
    const { page } = fullScreen
    try {
      await page.setViewportSize({ width: 390, height: 844 })
      await openConnectView(page)
      expect(await dialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
      expect(await computed(page, '[role="dialog"]', ['border-top-left-radius'])).toEqual({
        'border-top-left-radius': '0px',
      })
      await closeModal(page)
      await page.setViewportSize({ width: 1280, height: 800 })
      await openConnectView(page)
      expect((await dialog(page).boundingBox())?.width).toBe(360)
      await closeModal(page)
    } finally {
      await fullScreen.close()
    }
  })
})

/** Rules a careless host page might ship: none of them may reach the modal or the buttons. */
const hostileCss = `
  * { all: revert; }
  section { width: 90%; }
  button { display: block; width: 100%; padding: 30px; font: 24px serif; }
  div { padding: 20px; margin: 8px; }
  ul, li { list-style: disc; margin: 20px; }
  body { font: 30px/3 serif; letter-spacing: 2px; text-align: right; color: red; }
`

/** The sizes of the header's buttons, and the dialog's picture and layout on the Connect view. */
async function snapshotModal(page: Page) {
  const size = async (name: string | RegExp) => {
    const box = await page.getByRole('button', { name }).first().boundingBox()
    return box && { width: box.width, height: box.height }
  }
  const buttons = { connect: await size('Connect Wallet'), network: await size(/Network:/) }
  await openConnectView(page)
  // The wallet list settles (its sections load) before the picture is taken.
  let previous = ''
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(150)
    const current = JSON.stringify(await dialog(page).boundingBox())
    if (current === previous) break
    previous = current
  }
  await waitForAnimations(page)
  const layout: Record<string, unknown> = {}
  for (const [name, locator] of Object.entries({
    dialog: dialog(page),
    title: dialog(page).getByRole('heading').first(),
    close: dialog(page).getByRole('button', { name: 'Close' }),
    wallet: dialog(page)
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first(),
  })) {
    const box = await locator.boundingBox()
    // Whole pixels: the measured height animates to a fractional value.
    layout[name] =
      box && Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value)]))
  }
  const image = await dialog(page).screenshot({ animations: 'disabled', caret: 'hide' })
  await closeModal(page)
  return { buttons, layout, image }
}

/** The share of pixels that differ visibly between two PNGs of one size (1 when the sizes differ). */
function differingPixels(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ({ first, second }) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob())
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
        context.drawImage(bitmap, 0, 0)
        return context.getImageData(0, 0, bitmap.width, bitmap.height)
      }
      const [a, b] = [await pixels(first), await pixels(second)]
      if (a.width !== b.width || a.height !== b.height) return 1
      let differing = 0
      for (let index = 0; index < a.data.length; index += 4) {
        for (let channel = 0; channel < 3; channel++) {
          if (Math.abs((a.data[index + channel] ?? 0) - (b.data[index + channel] ?? 0)) > 16) {
            differing++
            break
          }
        }
      }
      return differing / (a.width * a.height)
    },
    { first: first.toString('base64'), second: second.toString('base64') },
  )
}

describe('isolated from the host page', () => {
  it('with hostile global CSS and no stylesheet import, the modal and the buttons render as on a plain page', async () => {
    const { page } = session
    await page.setViewportSize({ width: 1280, height: 800 })
    // The demo's index page imports no Foyer stylesheet: every style comes from the shadow roots' adopted sheets.
    expect(
      await page.evaluate(() =>
        Array.from(document.styleSheets).some((sheet) =>
          Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.foyer-modal')),
        ),
      ),
    ).toBe(false)
    const plain = await snapshotModal(page)
    const style = await page.addStyleTag({ content: hostileCss })
    const hostile = await snapshotModal(page)
    await style.evaluate((element) => (element as Element).remove())
    expect(hostile.buttons).toEqual(plain.buttons)
    expect(hostile.layout).toEqual(plain.layout)
    // Only the page seen through the overlay at the dialog's rounded corners may differ.
    expect(await differingPixels(page, plain.image, hostile.image)).toBeLessThan(0.005)
  })
})

/** Waits until the dialog stops moving (a view's entrance animation, a list loading). */
async function settle(page: Page) {
  await waitForAnimations(page)
  let previous = ''
  for (let tries = 0; tries < 20; tries++) {
    const current = JSON.stringify(await dialog(page).boundingBox())
    if (current === previous) return
    previous = current
    await page.waitForTimeout(150)
  }
}

const none = (problems: Record<string, string[]>) =>
  Object.fromEntries(Object.keys(problems).map((key) => [key, []]))

describe('on every screen width nothing sticks out', () => {
  // Connect, All Wallets and the views a wallet holds on screen (Farcaster's QR page, a wallet's open prompt, an
  // unlisted chain, basic mode's QR page) are checked at every width where visual.test.ts shoots them.
  it('connected with a long name and a large balance: the buttons shrink, the Account view and every feature fit', async () => {
    const longName = 'walker8538-with-a-rather-long-name.foyer.eth'
    const account = await freshAccount('987654321.123456789')
    const connected = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), {
        privateKey: account.privateKey,
      }),
    })
    try {
      const { page } = connected
      await page.route('**/v1/identity/**', (route) =>
        route.fulfill({
          json: { name: longName, avatar: null },
          headers: { 'access-control-allow-origin': '*' },
        }),
      )
      await page.setViewportSize({ width: 390, height: 800 })
      await connectDevWallet(page)
      const accountButton = page.getByRole('button', { name: new RegExp(longName.replaceAll('.', '\\.')) })
      await accountButton.first().waitFor()
      const problems: Record<string, string[]> = {}
      for (const width of screenWidths) {
        await page.setViewportSize({ width, height: 800 })
        const { scrollWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
        }))
        problems[`the page at ${width} px`] =
          scrollWidth > width ? [`the page is ${scrollWidth} px wide`] : []
      }
      await page.setViewportSize({ width: 390, height: 800 })
      await page.screenshot({ path: '/tmp/foyer-phone-connected.png' })

      await accountButton.first().click()
      const features = dialog(page).getByRole('list', { name: 'Wallet features' })
      await features.waitFor()
      await settle(page)
      await findOverflowAtEveryWidth(page, 'Account', problems)
      for (const tab of await dialog(page).getByRole('tab').allTextContents()) {
        await dialog(page).getByRole('tab', { name: tab }).click()
        await settle(page)
        await findOverflowAtEveryWidth(page, `Account, ${tab}`, problems)
      }
      for (const feature of await features.getByRole('button').allTextContents()) {
        await features.getByRole('button', { name: feature, exact: true }).click()
        await dialog(page).getByRole('button', { name: 'Back' }).waitFor()
        await settle(page)
        await findOverflowAtEveryWidth(page, feature, problems)
        await dialog(page).getByRole('button', { name: 'Back' }).click()
        await features.waitFor()
      }
      await closeModal(page)
      expect(problems).toEqual(none(problems))
    } finally {
      await connected.close()
    }
  }, 180_000)
})

/** The accessible text of the focused element, looked up through open shadow roots. */
function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active?.textContent ?? undefined
  })
}

describe('focus', () => {
  it('returns to the button that opened the modal after closing it, and to the account button after connecting', async () => {
    const account = await freshAccount('1')
    const fresh = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), {
        privateKey: account.privateKey,
      }),
    })
    try {
      const { page } = fresh
      const connectButton = page.getByRole('button', { name: 'Connect Wallet' }).first()
      await connectButton.focus()
      await page.keyboard.press('Enter')
      await dialog(page)
        .getByRole('button', { name: /Foyer Dev Wallet/ })
        .first()
        .waitFor()
      expect(await focusedText(page)).not.toContain('Connect')
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
      expect(await focusedText(page)).toBe('Connect Wallet')

      await page.keyboard.press('Enter')
      await dialog(page)
        .getByRole('button', { name: /Foyer Dev Wallet/ })
        .first()
        .click()
      await dialog(page).waitFor({ state: 'detached' })
      await page.waitForFunction(() => {
        let active = document.activeElement
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
        return active?.getAttribute('aria-haspopup') === 'dialog'
      })
      expect(await focusedText(page)).toMatch(/0x[0-9a-f]{2}…[0-9a-f]{6}/i)
    } finally {
      await fresh.close()
    }
  })
})
