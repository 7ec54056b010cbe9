import { parseUnits } from '@foyer/core'
import type { Page } from 'playwright-core'
import { parseEventLogs } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { dialog, rpc } from './demoActions.js'

export type SendThroughModal = {
  /** The token's row in the list: its symbol. */
  token: string
  /** Typed into Amount; `'max'` presses Max instead. */
  amount: string | 'max'
  receiver: string
}

/** Opens the modal, picks Send in the Account view and fills the form, as a person would; stops on the review. */
export async function fillSendForm(page: Page, { token, amount, receiver }: SendThroughModal): Promise<void> {
  await page.getByRole('button', { name: 'Open modal' }).click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: /^Send/ }).first().click()
  await modal
    .getByRole('list', { name: 'Token to send' })
    .getByRole('button', { name: new RegExp(`^${token}\\b`) })
    .click()
  await modal.getByLabel(/^Receiver address/).fill(receiver)
  if (amount === 'max') await modal.getByRole('button', { name: 'Max' }).click()
  else await modal.getByLabel('Amount').fill(amount)
}

/** Fills the form, reviews and confirms; waits for 'Transaction started' (the review then shows the send's status). */
export async function sendThroughModal(page: Page, parameters: SendThroughModal): Promise<void> {
  await fillSendForm(page, parameters)
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Review send' }).click()
  const confirm = modal.getByRole('button', { name: 'Send', exact: true })
  await confirm.and(page.locator(':enabled')).waitFor()
  await confirm.click()
  // This send's status panel (the modal is new for each send); a toast left over from the last send proves nothing.
  await modal.locator('.foyer-send-status__state').waitFor({ timeout: 20_000 })
  await page.getByText('Transaction started').waitFor()
  // The form is reset; close the modal as a person would.
  await modal.getByRole('button', { name: 'Close' }).click()
  await modal.waitFor({ state: 'detached' })
}

const balanceOfSelector = '0x70a08231'

/** An ERC-20 balance read straight from the anvil chain. */
export async function erc20Balance(rpcUrl: string, token: string, owner: string): Promise<bigint> {
  const data = `${balanceOfSelector}${owner.slice(2).toLowerCase().padStart(64, '0')}`
  return BigInt(await rpc<string>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}

export async function ethBalance(rpcUrl: string, owner: string): Promise<bigint> {
  return BigInt(await rpc<string>(rpcUrl, 'eth_getBalance', [owner, 'latest']))
}

/** What `from`'s last transaction (anvil mines one per block) paid in gas, from its receipt. */
export async function lastFeePaid(rpcUrl: string, from: string): Promise<bigint> {
  const block = await rpc<{ transactions: { hash: string; from: string }[] }>(
    rpcUrl,
    'eth_getBlockByNumber',
    ['latest', true],
  )
  const transaction = block.transactions.find((entry) => entry.from.toLowerCase() === from.toLowerCase())
  if (!transaction) throw new Error(`No transaction from ${from} in the latest block`)
  const receipt = await rpc<{ gasUsed: string; effectiveGasPrice: string; status: string }>(
    rpcUrl,
    'eth_getTransactionReceipt',
    [transaction.hash],
  )
  if (receipt.status !== '0x1') throw new Error(`Transaction ${transaction.hash} reverted`)
  return BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)
}

/** The UserOperationEvent of the latest block's handleOps (anvil mines one transaction per block). */
export async function lastUserOperation(
  rpcUrl: string,
): Promise<{ sender: string; success: boolean; actualGasCost: bigint }> {
  const block = await rpc<{ transactions: string[] }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false])
  const [hash] = block.transactions
  const receipt = await rpc<{
    logs: { address: `0x${string}`; topics: [`0x${string}`]; data: `0x${string}` }[]
  }>(rpcUrl, 'eth_getTransactionReceipt', [hash])
  const [event] = parseEventLogs({
    abi: entryPoint07Abi,
    logs: receipt.logs as never,
    eventName: 'UserOperationEvent',
  })
  if (!event) throw new Error(`No UserOperationEvent in ${hash}`)
  return { sender: event.args.sender, success: event.args.success, actualGasCost: event.args.actualGasCost }
}

/** Registers `name` (`label.foyer.eth`) for the dev account of `privateKey` on the reference service. */
export async function registerName(
  serviceUrl: string,
  privateKey: `0x${string}`,
  name: string,
): Promise<void> {
  const account = privateKeyToAccount(privateKey)
  const message = JSON.stringify({ name, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await account.signMessage({ message })
  const response = await fetch(`${serviceUrl}/v1/profile/account?projectId=foyer-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 60, address: account.address, message, signature }),
  })
  if (!response.ok) throw new Error(`Registering ${name}: ${response.status} ${await response.text()}`)
}

/** A token balance (base units) as the service's balance API computes it from the chain; 0 when not held. */
export async function serviceBalance(
  serviceUrl: string,
  address: string,
  chainId: string,
  symbol: string,
): Promise<bigint> {
  const url = `${serviceUrl}/v1/account/${address}/balance?projectId=foyer-dev&currency=usd&chainId=${encodeURIComponent(chainId)}&forceUpdate=${Date.now()}`
  const response = await fetch(url)
  const body = (await response.json()) as {
    balances: { symbol: string; quantity: { decimals: string; numeric: string } }[]
  }
  const entry = body.balances.find((balance) => balance.symbol === symbol)
  return entry ? parseUnits(entry.quantity.numeric, Number(entry.quantity.decimals)) : 0n
}
