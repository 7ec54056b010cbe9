import { formatBalance, formatExactBalance, formatUnits, truncateAddress } from '@foyer/core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dialog } from './demoActions.js'
import { type DemoSession, devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'
import {
  solanaBalance,
  solanaClusterUrls,
  solanaDevAddress,
  solanaTransactionFee,
  solanaWalletScripts,
  verifySolanaSignature,
} from './solanaWallet.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** Opens `multichain.html` (the wagmi and Solana adapters together) with the given dev wallets installed. */
async function openMultichain({ evmAccount, solanaAccount }: { evmAccount?: number; solanaAccount: number }) {
  const devnet = inject('devnet')
  const walletsDir = inject('walletsDir')
  return openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: [
      ...(evmAccount === undefined
        ? []
        : await devWalletScripts(devnet, walletsDir, { account: evmAccount })),
      ...(await solanaWalletScripts(devnet, walletsDir, { account: solanaAccount })),
    ],
    query: 'multichain.html',
  })
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent()

async function waitForText(page: Page, testId: string, expected: string): Promise<void> {
  await expect.poll(() => text(page, testId), { timeout: 15_000 }).toBe(expected)
}

/** Opens the modal for `namespace` and picks the Foyer Dev Wallet, as a person would. */
async function connectIn(page: Page, namespace: 'eip155' | 'solana'): Promise<void> {
  const label = namespace === 'solana' ? 'Connect Solana wallet' : 'Connect EVM wallet'
  await page.getByRole('button', { name: label }).click()
  await dialog(page)
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .first()
    .click()
  await waitForText(page, namespace === 'solana' ? 'solana-status' : 'evm-status', 'connected')
}

async function chooseNetwork(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Choose network' }).click()
  await dialog(page).getByRole('button', { name }).first().click()
}

describe('the Solana adapter in the multichain demo', () => {
  it('connects the dev Solana wallet, shows the litesvm balance, signs a message that verifies and sends SOL', async () => {
    const devnet = inject('devnet')
    const clusters = solanaClusterUrls(devnet)
    const address = solanaDevAddress(1)
    const session: DemoSession = await openMultichain({ solanaAccount: 1 })
    const { page } = session

    await connectIn(page, 'solana')
    expect(await text(page, 'solana-address')).toBe(address)
    expect(await text(page, 'active-namespace')).toBe('solana')
    expect(await text(page, 'network')).toBe('Solana')

    // The account view: truncated address and the balance the litesvm mainnet ledger holds, in SOL, 3 decimals.
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    await modal.getByText(truncateAddress(address)).waitFor()
    const lamports = await solanaBalance(clusters.mainnet, address)
    // The header's balance (the Tokens tab lists the same amount).
    await modal
      .locator('.foyer-account__balance')
      .getByText(formatBalance(formatUnits(lamports, 9), 'SOL'))
      .waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })

    // A signed message verifies with ed25519 in Node.
    await page.getByRole('button', { name: 'Sign Solana message' }).click()
    await page.getByTestId('solana-signature').waitFor()
    const signature = (await text(page, 'solana-signature')) ?? ''
    expect(verifySolanaSignature({ address, message: 'Hello from the Foyer demo', signature })).toBe(true)

    // Send 0.01 SOL to another dev account; both balances move on the endpoint.
    const recipient = solanaDevAddress(7)
    const [fromBefore, toBefore] = await Promise.all([
      solanaBalance(clusters.mainnet, address),
      solanaBalance(clusters.mainnet, recipient),
    ])
    await page.getByLabel('Recipient').fill(recipient)
    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    await page.getByTestId('solana-tx').waitFor({ timeout: 15_000 })
    const sent = (await text(page, 'solana-tx')) ?? ''
    const fee = await solanaTransactionFee(clusters.mainnet, sent)
    const [fromAfter, toAfter] = await Promise.all([
      solanaBalance(clusters.mainnet, address),
      solanaBalance(clusters.mainnet, recipient),
    ])
    expect(toAfter - toBefore).toBe(10_000_000n)
    expect(fromBefore - fromAfter).toBe(10_000_000n + fee)
    await waitForText(page, 'solana-balance', `${fromAfter} lamports`)
    // The header's account button reads the new balance too, past its cache: moved by exactly the amount and fee.
    const header = page.locator('.foyer-account-button__balance')
    await expect
      .poll(() => header.getAttribute('title'), { timeout: 15_000 })
      .toBe(formatExactBalance(formatUnits(fromAfter, 9), 'SOL'))
    expect(await header.textContent()).toBe(formatBalance(formatUnits(fromAfter, 9), 'SOL'))
    // All of it without a global Buffer: the page defines none, and nothing needed one.
    expect(await page.evaluate(() => typeof (globalThis as { Buffer?: unknown }).Buffer)).toBe('undefined')

    expect(session.errors).toEqual([])
    expect(session.blocked).toEqual([])
    await session.close()
  })

  it('keeps an EVM and a Solana wallet connected together, switches namespace both ways, restores both, disconnects one', async () => {
    const devnet = inject('devnet')
    const evmAddress = devnet.evm.accounts[2]?.address ?? ''
    const solanaAddress = solanaDevAddress(2)
    const session = await openMultichain({ evmAccount: 2, solanaAccount: 2 })
    const { page } = session

    await connectIn(page, 'eip155')
    await connectIn(page, 'solana')
    expect(await text(page, 'evm-status')).toBe('connected')
    expect(await text(page, 'evm-address')).toBe(evmAddress)
    expect(await text(page, 'solana-address')).toBe(solanaAddress)

    // The network list shows both namespaces; choosing a network of the other namespace moves the active one.
    await chooseNetwork(page, /^Ethereum/)
    await waitForText(page, 'active-namespace', 'eip155')
    await waitForText(page, 'network', 'Ethereum')
    await chooseNetwork(page, /^Solana Devnet/)
    await waitForText(page, 'active-namespace', 'solana')
    await waitForText(page, 'network', 'Solana Devnet')
    expect(await text(page, 'evm-status')).toBe('connected')
    expect(await text(page, 'solana-status')).toBe('connected')

    // A reload restores both sessions.
    await page.reload()
    await waitForText(page, 'evm-status', 'connected')
    await waitForText(page, 'solana-status', 'connected')
    expect(await text(page, 'evm-address')).toBe(evmAddress)
    expect(await text(page, 'solana-address')).toBe(solanaAddress)

    // Disconnecting Solana leaves EVM connected, and stays so across a reload.
    await page.getByRole('button', { name: 'Disconnect Solana' }).click()
    await waitForText(page, 'solana-status', 'disconnected')
    expect(await text(page, 'evm-status')).toBe('connected')
    await page.reload()
    await waitForText(page, 'evm-status', 'connected')
    expect(await text(page, 'solana-status')).toBe('disconnected')

    // Disconnect all ends the rest.
    await page.getByRole('button', { name: 'Disconnect all' }).click()
    await waitForText(page, 'evm-status', 'disconnected')

    expect(session.errors).toEqual([])
    expect(session.blocked).toEqual([])
    await session.close()
  })
})
