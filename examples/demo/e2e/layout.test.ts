import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dialog, openConnectView } from './demoActions.js'
import { type DemoSession, devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'

let browser: Browser
let session: DemoSession
beforeAll(async () => {
  browser = await launchChromium()
  session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { account: 7 }),
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

/** Computed style properties of the first element matching `selector`. */
function computed(page: Page, selector: string, properties: string[]) {
  return page.evaluate(
    ({ selector, properties }) => {
      const element = document.querySelector(selector)
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
})
