import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, waitForAnimations } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { findUnstyledElements } from './findUnstyledElements.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'

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

/** axe's findings, then anything of the modal still in the browser's defaults (fieldset border, bullets, bare button). */
async function scan(page: Page): Promise<string[]> {
  return [...(await runAxe(page)), ...(await findUnstyledElements(dialog(page)))]
}

/** After the dev wallet's script: the wallet never answers a connection request, as when its prompt stays open. */
const walletKeepsPromptOpen = `(() => {
  const provider = window.foyerDevEvmProvider
  const request = provider.request.bind(provider)
  provider.request = (args) =>
    args.method === 'eth_requestAccounts' || args.method === 'wallet_requestPermissions'
      ? new Promise(() => {})
      : request(args)
})()`

describe('axe-core finds no violations', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`in each view (${theme} theme)`, async () => {
      const devnet = inject('devnet')
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: 4 }),
        query: `?theme=${theme}`,
      })
      const { page } = session
      const report: Record<string, string[]> = {}
      report.page = await runAxe(page)

      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await settled(page, 'Connect Wallet')
      await dialog(page)
        .getByRole('button', { name: /Foyer Dev Wallet/ })
        .first()
        .waitFor()
      report.Connect = await scan(page)

      await dialog(page)
        .getByRole('button', { name: /All Wallets/ })
        .click()
      await settled(page, 'All Wallets')
      await dialog(page).getByRole('listitem').first().waitFor()
      report.AllWallets = await scan(page)
      await dialog(page).getByRole('button', { name: 'Close' }).click()

      await connectDevWallet(page)
      await page.getByRole('button', { name: 'Open modal' }).click()
      await settled(page, /Account|0x/)
      report.Account = await scan(page)

      await dialog(page)
        .getByRole('button', { name: /Receive/ })
        .click()
      await settled(page, 'Receive')
      report.Receive = await scan(page)
      await dialog(page).getByRole('button', { name: 'Back' }).click()

      await dialog(page).getByRole('button', { name: /^Send/ }).first().click()
      await settled(page, 'Send')
      await dialog(page).getByLabel('Amount').fill('0.01')
      await dialog(page)
        .getByLabel(/^Receiver address/)
        .fill(devnet.evm.accounts[9]?.address ?? '')
      await dialog(page).getByRole('button', { name: 'Review send' }).click()
      await settled(page, 'Review send')
      // The fee estimated, the Send button enabled and done fading in.
      await dialog(page)
        .getByRole('button', { name: 'Send', exact: true })
        .and(page.locator(':enabled'))
        .waitFor()
      await waitForAnimations(page)
      report.SendReview = await scan(page)
      await dialog(page).getByRole('button', { name: 'Back' }).click()
      await settled(page, 'Send')
      await dialog(page).getByRole('button', { name: 'Review send' }).and(page.locator(':enabled')).waitFor()
      await waitForAnimations(page)
      report.Send = await scan(page)
      await dialog(page).getByRole('button', { name: 'Back' }).click()

      await dialog(page)
        .getByRole('button', { name: /Switch network/ })
        .click()
      await settled(page, 'Networks')
      report.Networks = await scan(page)
      await dialog(page).getByRole('button', { name: 'Close' }).click()

      await page.evaluate(() =>
        (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: '0x2105' }],
        }),
      )
      await settled(page, /Unsupported/i)
      report.UnsupportedChain = await scan(page)

      for (const [view, violations] of Object.entries(report))
        expect({ view, violations }).toEqual({ view, violations: [] })
      await session.close()
    })
  }

  for (const theme of ['dark', 'light'] as const) {
    it(`while connecting, in search results and in the WalletConnect QR view (${theme} theme)`, async () => {
      const devnet = inject('devnet')
      const report: Record<string, string[]> = {}
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: [
          ...(await devWalletScripts(devnet, inject('walletsDir'), { account: 4 })),
          walletKeepsPromptOpen,
        ],
        query: `?theme=${theme}`,
      })
      const { page } = session
      const modal = dialog(page)
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
      await modal
        .getByRole('button', { name: /^WalletConnect/ })
        .first()
        .click()
      await modal.getByRole('img', { name: 'QR code to connect WalletConnect' }).waitFor()
      await waitForAnimations(page)
      report.ConnectingWalletConnect = await runAxe(page)
      await modal.getByRole('button', { name: 'Back' }).click()

      await settled(page, 'Connect Wallet')
      await modal
        .getByRole('button', { name: /Foyer Dev Wallet/ })
        .first()
        .click()
      await modal.getByRole('status').filter({ hasText: 'Continue in Foyer Dev Wallet' }).waitFor()
      await waitForAnimations(page)
      report['ConnectingExternal pending'] = await runAxe(page)
      await session.close()

      const rejecting = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: 4, reject: true }),
        query: `?theme=${theme}`,
      })
      await rejecting.page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await settled(rejecting.page, 'Connect Wallet')
      await dialog(rejecting.page)
        .getByRole('button', { name: /Foyer Dev Wallet/ })
        .first()
        .click()
      await dialog(rejecting.page).getByRole('button', { name: 'Try again' }).waitFor()
      await waitForAnimations(rejecting.page)
      report['ConnectingExternal rejected'] = await runAxe(rejecting.page)
      await rejecting.close()

      for (const [view, violations] of Object.entries(report))
        expect({ view, violations }).toEqual({ view, violations: [] })
    })
  }
})
