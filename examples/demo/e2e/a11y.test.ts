import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dialog, installedDevWallet, waitForAnimations } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { freshAccount } from './freshAccount.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import { scanModal } from './scanModal.js'
import { erc20Balance, ethBalance, lastFeePaid } from './sendActions.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** Waits for the modal's view to settle (lazy chunk loaded, no spinner) before scanning. */
async function settled(page: Page, heading: string | RegExp) {
  await dialog(page)
    .getByRole('heading', { name: heading, exact: typeof heading === 'string' })
    .waitFor()
  await page.waitForFunction(
    () =>
      !(document.querySelector('.foyer-root')?.shadowRoot ?? document).querySelector(
        '[role="dialog"] [aria-busy="true"]',
      ),
  )
  // axe reads colours as painted: let the view's fade and height transitions finish first.
  await waitForAnimations(page)
}

describe('axe-core finds no violations', () => {
  // The views visual.test.ts shoots (the page, Connect, All Wallets, Account, Receive, Send and its review, Networks,
  // an unlisted chain, WalletConnect's, Farcaster's and basic mode's QR pages, a wallet's open prompt) are scanned
  // there, in both themes, where its walk reaches them.
  for (const theme of ['dark', 'light'] as const) {
    it(`in search results and once the wallet declines (${theme} theme)`, async () => {
      const report: Record<string, string[]> = {}
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), {
          account: 4,
          reject: true,
        }),
        query: `?theme=${theme}`,
      })
      const { page } = session
      const modal = dialog(page)
      try {
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
        await settled(page, 'Connect Wallet')

        await modal.getByRole('button', { name: /All Wallets/ }).click()
        await settled(page, 'All Wallets')
        await modal.getByLabel('Search wallets').first().fill('rainbow')
        await modal
          .getByRole('button', { name: /^Rainbow/ })
          .first()
          .waitFor()
        await expect.poll(() => modal.getByRole('button', { name: /Rabby Wallet/ }).count()).toBe(0)
        await settled(page, 'All Wallets')
        report['AllWallets search'] = await runAxe(page)
        await modal.getByRole('button', { name: 'Back' }).click()

        await settled(page, 'Connect Wallet')
        await installedDevWallet(page).click()
        await modal.getByRole('button', { name: 'Try again' }).waitFor()
        await waitForAnimations(page)
        report['ConnectingExternal rejected'] = await runAxe(page)
      } finally {
        await session.close()
      }
      for (const [view, violations] of Object.entries(report))
        expect({ view, violations }).toEqual({ view, violations: [] })
    })
  }
})

describe('themes', () => {
  /** The modal's mode and painted background, with the accent button's colours. */
  const modalTheme = (page: Page) =>
    dialog(page).evaluate((element) => {
      const theme = element.closest('.foyer-theme')
      const panel = element.closest('.foyer-modal') ?? element
      // Chromium gives a color-mix() result as `color(srgb r g b)`, 0–1 per channel: read it as rgb().
      const painted = getComputedStyle(panel).backgroundColor
      const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)\)$/.exec(painted)
      const background = srgb
        ? `rgb(${srgb
            .slice(1)
            .map((channel) => Math.round(Number(channel) * 255))
            .join(', ')})`
        : painted
      return { mode: theme?.getAttribute('data-theme'), background }
    })

  it("themeMode 'system' follows prefers-color-scheme live, and every preset and a createTheme brand stay axe-clean", async () => {
    const session = await openDemo(browser, { demoDist: inject('demoDist'), query: '?theme=system' })
    const { page } = session
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await settled(page, 'Connect Wallet')
    expect(await modalTheme(page)).toEqual({ mode: 'dark', background: 'rgb(20, 20, 20)' })
    // The device switches while the modal is open: the modal follows at once, no reload.
    await page.emulateMedia({ colorScheme: 'light' })
    await waitForModalMode(page, 'light')
    await waitForAnimations(page)
    expect(await modalTheme(page)).toEqual({ mode: 'light', background: 'rgb(255, 255, 255)' })
    expect(await scanModal(page)).toEqual([])
    await page.emulateMedia({ colorScheme: 'dark' })
    await waitForModalMode(page, 'dark')
    await dialog(page).getByRole('button', { name: 'Close' }).click()

    const report: Record<string, string[]> = {}
    for (const [option, background] of [
      ['midnight', 'rgb(11, 14, 26)'],
      ['brand', null],
      ['light', 'rgb(255, 255, 255)'],
    ] as const) {
      await page.getByLabel('Theme').selectOption(option)
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await settled(page, 'Connect Wallet')
      if (background) await expect.poll(async () => (await modalTheme(page)).background).toBe(background)
      report[option] = await scanModal(page)
      await dialog(page).getByRole('button', { name: 'Close' }).click()
      await dialog(page).waitFor({ state: 'detached' })
    }
    expect(report).toEqual({ midnight: [], brand: [], light: [] })
    await session.close()
  })
})

/**
 * The accessible name of the focused element, looking into shadow roots: an input's label or aria-label, else the
 * element's text. Approximate, but enough to tell the controls of a view apart.
 */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    if (!active || active === document.body) return ''
    const labelled = active.getAttribute('aria-label')
    const labels = (active as HTMLInputElement).labels
    const label = labels?.length ? labels[0]?.textContent : null
    return (labelled ?? label ?? active.textContent ?? '').trim()
  })
}

/** Presses Tab until the focused control's name matches, as a keyboard user moves through the page. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  const seen: string[] = []
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab')
    const current = await focusedName(page)
    if (name.test(current)) return
    seen.push(current)
  }
  throw new Error(`Tab never reached ${name}; passed: ${seen.join(' | ')}`)
}

describe('keyboard only (Tab, Enter, Space, Escape; no mouse)', () => {
  it('connects, sends ETH and swaps ETH for USDC', async () => {
    const chain = inject('devnet').evm.chains.find((entry) => entry.chainId === 1)
    const usdc = chain?.tokens.find((token) => token.symbol === 'USDC')
    if (!chain || !usdc) throw new Error('no chain 1 with USDC on the devnet')
    const account = await freshAccount('10')
    const receiver = inject('devnet').evm.accounts[6]?.address ?? ''
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), {
        privateKey: account.privateKey,
      }),
    })
    const { page } = session
    const modal = dialog(page)

    // Connect: the header's button, then the installed wallet.
    await tabTo(page, /^Connect Wallet$/)
    await page.keyboard.press('Enter')
    await installedDevWallet(page).waitFor()
    await tabTo(page, /Foyer Dev Wallet/)
    await page.keyboard.press('Enter')
    await page
      .getByTestId('status')
      .filter({ hasText: /^connected$/ })
      .waitFor()
    if (await modal.count()) {
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'detached' })
    }

    // Send 0.25 ETH: Account view, Send, amount, receiver, review, confirm.
    const before = await Promise.all([
      ethBalance(chain.rpcUrl, account.address),
      ethBalance(chain.rpcUrl, receiver),
    ])
    await tabTo(page, /^Open modal$/)
    await page.keyboard.press('Space')
    await modal.getByRole('button', { name: /^Send/ }).first().waitFor()
    await tabTo(page, /^Send/)
    await page.keyboard.press('Enter')
    await modal.getByLabel('Amount').waitFor()
    await tabTo(page, /^Amount/)
    await page.keyboard.type('0.25')
    await tabTo(page, /^Receiver address/)
    await page.keyboard.type(receiver)
    await modal.getByRole('button', { name: 'Review send' }).and(page.locator(':enabled')).waitFor()
    await tabTo(page, /^Review send$/)
    await page.keyboard.press('Enter')
    await modal.getByRole('button', { name: 'Send', exact: true }).and(page.locator(':enabled')).waitFor()
    await tabTo(page, /^Send$/)
    await page.keyboard.press('Enter')
    await expect
      .poll(() => ethBalance(chain.rpcUrl, receiver), { timeout: 20_000 })
      .toBe(before[1] + 250_000_000_000_000_000n)
    const sendFee = await lastFeePaid(chain.rpcUrl, account.address)
    expect(await ethBalance(chain.rpcUrl, account.address)).toBe(
      before[0] - 250_000_000_000_000_000n - sendFee,
    )

    // The send ends on its status panel: Done goes back to the account.
    await modal.getByRole('status').filter({ hasText: 'Transaction confirmed' }).waitFor({ timeout: 20_000 })
    // The panel replaced the focused Send button: focus is on Done.
    expect(await focusedName(page)).toBe('Done')
    await page.keyboard.press('Enter')

    // Swap 0.1 ETH for USDC: Swap, pick USDC by search, amount, confirm.
    await modal.getByRole('button', { name: 'Swap', exact: true }).waitFor()
    await tabTo(page, /^Swap$/)
    await page.keyboard.press('Enter')
    await modal.getByLabel('You pay').waitFor()
    await tabTo(page, /^Receive .*: change$/)
    await page.keyboard.press('Enter')
    await modal.getByPlaceholder('Search token').waitFor()
    await tabTo(page, /Search token/)
    await page.keyboard.type('USDC')
    await modal
      .getByRole('list', { name: 'Tokens to swap' })
      .getByRole('button', { name: /^USDC\b/ })
      .waitFor()
    await tabTo(page, /^USDC/)
    await page.keyboard.press('Enter')
    await modal.getByLabel('You pay').waitFor()
    await tabTo(page, /^You pay/)
    await page.keyboard.type('0.1')
    const swapButton = modal.getByRole('button', { name: 'Swap ETH to USDC' })
    // The button enables only on the quote of 0.1 (not of 1 or of a partial amount): press at once.
    await swapButton.and(page.locator(':enabled')).waitFor({ timeout: 15_000 })
    const usdcBefore = await erc20Balance(chain.rpcUrl, usdc.address, account.address)
    await tabTo(page, /^Swap ETH to USDC$/)
    await page.keyboard.press('Enter')
    await expect
      .poll(() => erc20Balance(chain.rpcUrl, usdc.address, account.address), { timeout: 30_000 })
      .toBeGreaterThan(usdcBefore)

    // Back on the Account view: move into the dialog and leave it with Escape.
    await modal.getByRole('button', { name: /^Disconnect/ }).waitFor({ timeout: 30_000 })
    // Focus lands on the Account view's heading, not on the page's body.
    await expect.poll(() => focusedName(page)).toBe('Account')
    await tabTo(page, /^Close$/)
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })
    expect(session.errors).toEqual([])
    await session.close()
  })
})

/** Waits until the open modal has repainted in `mode`. */
function waitForModalMode(page: Page, mode: 'light' | 'dark') {
  return page.waitForFunction(
    (wanted) =>
      document
        .querySelector('.foyer-root')
        ?.shadowRoot?.querySelector('.foyer-modal-root')
        ?.getAttribute('data-theme') === wanted,
    mode,
  )
}

describe('in Arabic the modal reads right to left', () => {
  it('through connect, send and swap: dir=rtl, the back arrow mirrored, addresses and amounts left to right, axe clean', async () => {
    const devnet = inject('devnet')
    const { privateKey } = await freshAccount('5')
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await devWalletScripts(devnet, inject('walletsDir'), { privateKey }),
      query: '?locale=ar',
    })
    const { page } = session
    const modal = dialog(page)
    const report: Record<string, string[]> = {}
    /** The writing direction the browser lays an element out in. */
    const direction = (element: ReturnType<typeof modal.locator>) =>
      element.evaluate((node) => getComputedStyle(node).direction)
    try {
      // The button outside the modal is Arabic and right to left too.
      const connectButton = page.getByRole('button', { name: 'ربط المحفظة' }).first()
      await expect.poll(() => direction(connectButton)).toBe('rtl')
      await connectButton.click()
      await settled(page, 'ربط المحفظة')
      await modal
        .getByRole('button', { name: /Foyer Dev Wallet/ })
        .first()
        .waitFor()
      expect(await direction(modal)).toBe('rtl')
      expect(await modal.evaluate((node) => node.closest('[dir]')?.getAttribute('dir'))).toBe('rtl')
      expect(await modal.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe('ar')
      report.Connect = await scanModal(page)
      await modal
        .getByRole('button', { name: /Foyer Dev Wallet/ })
        .first()
        .click()
      await page
        .getByTestId('status')
        .filter({ hasText: /^connected$/ })
        .waitFor()
      await modal.waitFor({ state: 'detached' })

      await page.getByRole('button', { name: 'Open modal' }).click()
      await settled(page, /الحساب|0x/)
      // The address stays left to right inside the right-to-left view.
      expect(await direction(modal.locator('.foyer-account__name'))).toBe('ltr')
      expect(await direction(modal.locator('.foyer-account__balance'))).toBe('ltr')
      report.Account = await scanModal(page)

      const features = modal.getByRole('list', { name: 'ميزات المحفظة' })
      await features.getByRole('button', { name: 'إرسال', exact: true }).click()
      await settled(page, 'إرسال')
      const back = modal.getByRole('button', { name: 'رجوع', exact: true })
      // The back arrow points to the right: the start of the line in Arabic.
      expect(await back.locator('svg').evaluate((node) => getComputedStyle(node).transform)).toBe(
        'matrix(-1, 0, 0, 1, 0, 0)',
      )
      await modal.getByLabel('المبلغ', { exact: true }).fill('0.01')
      await modal.getByLabel(/^عنوان المستلم/).fill(devnet.evm.accounts[9]?.address ?? '')
      await modal.getByRole('button', { name: 'مراجعة الإرسال' }).and(page.locator(':enabled')).click()
      await settled(page, 'مراجعة الإرسال')
      await modal.getByRole('button', { name: 'إرسال', exact: true }).and(page.locator(':enabled')).waitFor()
      await waitForAnimations(page)
      const transfer = modal.getByRole('list', { name: 'تفاصيل التحويل' })
      expect(await direction(transfer.locator('[title^="0x"]'))).toBe('ltr')
      report.SendReview = await scanModal(page)
      await back.click()
      await settled(page, 'إرسال')
      await back.click()

      await features.getByRole('button', { name: 'مبادلة', exact: true }).click()
      await settled(page, 'مبادلة')
      await modal.getByLabel('تدفع', { exact: true }).waitFor()
      await waitForAnimations(page)
      report.Swap = await scanModal(page)
    } finally {
      await session.close()
    }
    for (const [view, violations] of Object.entries(report))
      expect({ view, violations }).toEqual({ view, violations: [] })
  })
})
