import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { formatBalance, formatUnits, truncateAddress } from '@foyer/core'
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { bitcoinWalletScripts } from './bitcoinWallet.js'
import { connectDevWallet, dialog, rpc, waitForStatus } from './demoActions.js'
import { type DemoSession, devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import { solanaWalletScripts } from './solanaWallet.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** Waits for the Connect Wallet button; when it never comes, the error says what the page shows instead. */
async function waitForConnectButton({ page, errors }: DemoSession): Promise<void> {
  await page
    .getByRole('button', { name: 'Connect Wallet' })
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      const status = await page
        .getByTestId('status')
        .textContent({ timeout: 1_000 })
        .catch(() => null)
      const buttons = await page
        .getByRole('button')
        .allTextContents()
        .catch(() => [])
      throw new Error(
        `no Connect Wallet button: status ${status}, buttons ${JSON.stringify(buttons)}, page errors ${JSON.stringify(errors)}`,
        { cause: error },
      )
    })
}

async function open(options: { query?: string; account?: number } = {}): Promise<DemoSession> {
  const devnet = inject('devnet')
  return openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: options.account ?? 1 }),
    ...(options.query ? { query: options.query } : {}),
  })
}

describe('connecting with the EIP-6963 dev wallet', () => {
  it('connects, shows the address and the anvil balance, switches network, restores on reload, disconnects', async () => {
    const devnet = inject('devnet')
    const account = devnet.evm.accounts[1]?.address ?? ''
    const session = await open()
    const { page } = session

    await connectDevWallet(page)
    expect(await page.getByTestId('address').textContent()).toBe(account)

    // The account view: truncated address and the balance anvil reports.
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    await modal.getByText(truncateAddress(account)).waitFor()
    const wei = await rpc<string>(devnet.evm.rpcUrls['1'] ?? '', 'eth_getBalance', [account, 'latest'])
    // The header's balance (the Tokens tab lists the same amount).
    await modal
      .locator('.foyer-account__balance')
      .getByText(formatBalance(formatUnits(BigInt(wei), 18), 'ETH'))
      .waitFor()

    // Switch network from the account view's network button.
    await modal.getByRole('button', { name: /Switch network/ }).click()
    await modal.getByRole('button', { name: /Arbitrum One/ }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Arbitrum One (42161)')
    expect(
      await page.evaluate(() =>
        (window as unknown as { ethereum: { request(a: unknown): Promise<string> } }).ethereum.request({
          method: 'eth_chainId',
        }),
      ),
    ).toBe('0xa4b1')

    // A reload restores the session.
    await page.reload()
    await waitForStatus(page, 'connected')
    expect(await page.getByTestId('address').textContent()).toBe(account)
    expect(await page.getByTestId('network').textContent()).toBe('Arbitrum One (42161)')

    // Disconnect from the account view.
    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await waitForStatus(page, 'disconnected')
    await page.reload()
    await waitForConnectButton(session)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')

    expect(session.blocked).toEqual([])
    await session.close()
  })

  it("each wallet option is named by its wallet alone: a missing image's placeholder letter is not in it", async () => {
    const session = await open()
    const { page } = session
    // No registry image loads: every wallet falls back to its placeholder.
    await page.route(/\/getWalletImage\//, (route) => route.abort())
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const list = dialog(page).getByRole('list', { name: 'Wallets' })
    await list
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first()
      .waitFor()
    await expect.poll(() => list.locator('.foyer-wallet-image--fallback').count()).toBeGreaterThan(0)
    // Not "FFoyer Dev Wallet" nor "WWalletConnect": each option's text and accessible name begin with its wallet.
    const options = await list.getByRole('button').evaluateAll((buttons) =>
      buttons.map((button) => ({
        text: button.textContent ?? '',
        label: button.querySelector('.foyer-list-item__label')?.textContent ?? '',
      })),
    )
    expect(options.length).toBeGreaterThan(1)
    for (const { text, label } of options) {
      expect(text.startsWith(label)).toBe(true)
      const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\W|$)`)
      expect(await list.getByRole('button', { name }).count()).toBeGreaterThan(0)
    }
    expect(
      await list
        .locator('.foyer-wallet-image--fallback')
        .evaluateAll((placeholders) => placeholders.map((node) => node.getAttribute('aria-hidden'))),
    ).not.toContain(null)
    await session.close()
  })

  it('a chain the app does not support shows UnsupportedChain', async () => {
    const session = await open()
    const { page } = session
    await connectDevWallet(page)
    // The wallet moves itself to Base (8453), which the demo does not list.
    await page.evaluate(() =>
      (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x2105' }],
      }),
    )
    const modal = dialog(page)
    await modal.getByRole('heading', { name: /Unsupported/i }).waitFor()
    await page.screenshot({ path: '/tmp/demo-unsupported.png' })
    // Picking a supported network from there fixes it.
    await modal
      .getByRole('button', { name: /Ethereum/ })
      .first()
      .click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Ethereum (1)')
    await session.close()
  })

  it('with features.legalCheckbox, no wallet can be picked until the terms are accepted; then it connects', async () => {
    const session = await open({ query: '?legal=checkbox' })
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const modal = dialog(page)
    const checkbox = modal.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    })
    await checkbox.waitFor()
    const origin = new URL(page.url()).origin
    expect(await modal.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      `${origin}/terms`,
    )
    expect(await modal.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      `${origin}/privacy`,
    )
    expect(await runAxe(page)).toEqual([])
    // Inert until accepted: a wallet takes no click.
    const wallet = modal.getByRole('button', { name: /Foyer Dev Wallet/ }).first()
    await expect(modal.locator('.foyer-connect__methods[inert]').count()).resolves.toBe(1)
    await expect(wallet.click({ timeout: 1_500 })).rejects.toThrow()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await checkbox.check()
    await wallet.click()
    await page
      .getByTestId('status')
      .filter({ hasText: /^connected$/ })
      .waitFor()
    await session.close()
  })

  it('with enableReconnect off, a reload leaves the user disconnected', async () => {
    const session = await open({ query: '?reconnect=off' })
    const { page } = session
    await connectDevWallet(page)
    await page.reload()
    await waitForConnectButton(session)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await session.close()
  })

  it('a wallet that rejects shows the error and nothing breaks', async () => {
    const devnet = inject('devnet')
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: 2, reject: true }),
    })
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const modal = dialog(page)
    await modal
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first()
      .click()
    await modal
      .getByText(/rejected/i)
      .first()
      .waitFor()
    await modal.getByRole('button', { name: 'Try again' }).waitFor()
    await page.screenshot({ path: '/tmp/demo-rejected.png' })
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    // Still usable: back to the list, close, open again.
    await modal.getByRole('button', { name: 'Back' }).click()
    await modal.getByRole('button', { name: 'Close' }).click()
    await modal.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await dialog(page)
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first()
      .waitFor()
    expect(session.errors.filter((error) => !/rejected/i.test(error))).toEqual([])
    await session.close()
  })

  it('signs a message through the provider the app gets from useAppKitProvider', async () => {
    const session = await open({ account: 3 })
    const { page } = session
    await connectDevWallet(page)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = await page.getByTestId('signature').textContent()
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    await session.close()
  })
})

describe('the wallet list on the multichain page (one dev wallet in four namespaces)', () => {
  /** The accessible names of the listed wallets once the registry answered (the All Wallets badge shows). */
  async function listedWallets(modal: Locator): Promise<string[]> {
    const allWallets = modal.getByRole('button', { name: /^All Wallets/ })
    await expect.poll(() => allWallets.textContent(), { timeout: 15_000 }).toMatch(/\d/)
    const names = await modal.getByRole('list').getByRole('button').allTextContents()
    return names.filter((name) => !/^(All Wallets|Continue with)/.test(name))
  }

  it('lists the dev wallet once, installed, in every namespace, and no wallet that could only lead to a dead end', async () => {
    const devnet = inject('devnet')
    const walletsDir = inject('walletsDir')
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: [
        ...(await devWalletScripts(devnet, walletsDir, { account: 2 })),
        ...(await solanaWalletScripts(devnet, walletsDir, { account: 2 })),
        ...(await bitcoinWalletScripts(devnet, walletsDir, { account: 2 })),
        `window.__FOYER_DEV_POLKADOT_WALLET__ = { uri: '//Alice' };`,
        await readFile(join(walletsDir, 'polkadot-wallet.js'), 'utf8'),
      ],
      query: 'multichain.html',
    })
    const { page } = session
    const modal = dialog(page)
    for (const button of [
      'Open modal',
      'Connect EVM wallet',
      'Connect Solana wallet',
      'Connect Bitcoin wallet',
      'Connect Polkadot wallet',
    ]) {
      await page.getByRole('button', { name: button }).click()
      const names = await listedWallets(modal)
      // One entry for the one wallet, whatever namespace announced it; no registry twin beside it.
      expect(
        names.filter((name) => /Foyer .*Dev Wallet/.test(name) && !/WalletConnect/.test(name)),
        button,
      ).toEqual([expect.stringMatching(/Foyer Dev Wallet.*Installed/)])
      if (button === 'Connect Polkadot wallet') {
        // WalletConnect serves no Polkadot network here: a wallet that is not installed could not connect.
        expect(
          names.every((name) => /Installed/.test(name)),
          names.join(' | '),
        ).toBe(true)
        await modal.getByRole('button', { name: /^All Wallets/ }).click()
        await modal.getByRole('heading', { name: 'All Wallets' }).waitFor()
        await modal
          .getByRole('button', { name: /Foyer Dev Wallet/ })
          .first()
          .waitFor()
        const all = await modal.getByRole('list').getByRole('button').allTextContents()
        expect(
          all.every((name) => /Installed/.test(name)),
          all.join(' | '),
        ).toBe(true)
      }
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'detached' })
    }
    expect(session.blocked).toEqual([])
    await session.close()
  })
})
