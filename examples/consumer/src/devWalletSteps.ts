import { readFile } from 'node:fs/promises'
import type { deriveDevAccounts } from '@foyer/devnet'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { rpc } from '../../demo/e2e/demoActions.js'

type DevAccount = ReturnType<typeof deriveDevAccounts>[number]

// What a person does in either consumer app (Vite, Next.js) with the dev wallet injected: connect, open the
// tutorial plugin's view, send ETH through the send plugin's view. Balances and fees are read from the chain itself.

const ethBalance = async (rpcUrl: string, owner: string) =>
  BigInt(await rpc<string>(rpcUrl, 'eth_getBalance', [owner, 'latest']))

/** What `from`'s transaction in the latest block (anvil mines one per block) paid in gas, from its receipt. */
async function lastFeePaid(rpcUrl: string, from: string): Promise<bigint> {
  const block = await rpc<{ transactions: { hash: string; from: string }[] }>(
    rpcUrl,
    'eth_getBlockByNumber',
    ['latest', true],
  )
  const transaction = block.transactions.find((entry) => entry.from.toLowerCase() === from.toLowerCase())
  if (!transaction) throw new Error(`no transaction from ${from} in the latest block`)
  const receipt = await rpc<{ gasUsed: string; effectiveGasPrice: string; status: string }>(
    rpcUrl,
    'eth_getTransactionReceipt',
    [transaction.hash],
  )
  if (receipt.status !== '0x1') throw new Error(`transaction ${transaction.hash} reverted`)
  return BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)
}

/** The init scripts that inject the EVM dev wallet (announced over EIP-6963) for `account` on chain 1 at `rpcUrl`. */
export async function devWalletScripts(
  bundle: string,
  account: DevAccount,
  rpcUrl: string,
): Promise<string[]> {
  const config = {
    privateKey: account.privateKey,
    chains: [{ chainId: 1, rpcUrl }],
    announce: true,
    injectGlobal: true,
  }
  return [`window.__FOYER_DEV_WALLET__ = ${JSON.stringify(config)};`, await readFile(bundle, 'utf8')]
}

/** Connects the injected dev wallet from the page's Connect button; resolves once the app reads `connected`. */
export async function connectDevWallet(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  // The modal's own chunk loads from the built output and lists the injected wallet.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Foyer Dev Wallet[\s,]+(Installed|Recent)\b/ })
    .first()
    .click()
    .catch(async (error) => {
      throw new Error(`no dev wallet in the modal:\n${await page.getByRole('dialog').ariaSnapshot()}`, {
        cause: error,
      })
    })
  await page
    .getByTestId('status')
    .filter({ hasText: /^connected$/ })
    .waitFor()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/** The first open after connecting shows the tutorial plugin's view (its lazy chunk and its catalog); dismissed. */
export async function openTutorialPluginView(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /0x[0-9a-f]{2}…[0-9a-f]{6}/i })
    .first()
    .click()
  const tips = page.getByRole('dialog', { name: 'Gas tips' })
  await tips.getByRole('list', { name: 'Gas tips' }).waitFor()
  expect(await tips.getByRole('list', { name: 'Gas tips' }).getByRole('listitem').count()).toBe(3)
  await tips.getByRole('button', { name: 'Got it' }).click()
}

/**
 * Sends 0.5 ETH from `sender` to `receiver` through the send plugin's view in the open modal, as a person would, and
 * checks the chain: the receiver gains exactly 0.5 ETH, the sender loses 0.5 ETH and the fee its receipt shows.
 */
export async function sendHalfEth(page: Page, rpcUrl: string, sender: DevAccount, receiver: DevAccount) {
  const modal = page.getByRole('dialog')
  const before = await Promise.all([ethBalance(rpcUrl, sender.address), ethBalance(rpcUrl, receiver.address)])
  await modal.getByRole('button', { name: /^Send/ }).first().click()
  await modal
    .getByRole('list', { name: 'Token to send' })
    .getByRole('button', { name: /^ETH\b/ })
    .click()
  await modal.getByLabel(/^Receiver address/).fill(receiver.address)
  await modal.getByLabel('Amount').fill('0.5')
  await modal.getByRole('button', { name: 'Review send' }).click()
  const confirm = modal.getByRole('button', { name: 'Send', exact: true })
  await confirm.and(page.locator(':enabled')).waitFor()
  await confirm.click()
  await page.getByText('Transaction started').waitFor()

  const half = 5n * 10n ** 17n
  await expect.poll(() => ethBalance(rpcUrl, receiver.address), { timeout: 30_000 }).toBe(before[1] + half)
  const fee = await lastFeePaid(rpcUrl, sender.address)
  expect(fee).toBeGreaterThan(0n)
  expect(await ethBalance(rpcUrl, sender.address)).toBe(before[0] - half - fee)
}
