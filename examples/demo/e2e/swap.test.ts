import { formatSwapAmount, formatUnits, parseUnits } from '@foyer/core'
import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, encodePacked, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, rpc, waitForAnimations } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { findUnstyledElements } from './findUnstyledElements.js'
import { freshAccount } from './freshAccount.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import { erc20Balance, ethBalance, lastFeePaid } from './sendActions.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

function mainnet() {
  const chain = inject('devnet').evm.chains.find((entry) => entry.chainId === 1)
  if (!chain) throw new Error('no chain 1 on the devnet')
  const token = (symbol: string) => {
    if (symbol === 'ETH') return { address: native, decimals: 18 }
    const found = chain.tokens.find((entry) => entry.symbol === symbol)
    if (!found) throw new Error(`no ${symbol}`)
    return found
  }
  const quoter = chain.uniswap?.quoter
  if (!quoter) throw new Error('no Uniswap v3 QuoterV2 on chain 1')
  return { rpcUrl: chain.rpcUrl, token, router: chain.router, quoter, weth: chain.weth }
}

const quoterAbi = parseAbi([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])

/** QuoterV2's answer for a Uniswap v3 path (token, fee, token, ...) on the state before `blockNumber`. */
async function quoterAnswer(
  path: (string | number)[],
  amountIn: bigint,
  blockNumber: bigint,
): Promise<bigint> {
  const { rpcUrl, quoter } = mainnet()
  const client = createPublicClient({ transport: http(rpcUrl) })
  const { result } = await client.simulateContract({
    address: quoter as Address,
    abi: quoterAbi,
    functionName: 'quoteExactInput',
    args: [
      encodePacked(
        path.map((_, index) => (index % 2 === 0 ? 'address' : 'uint24')),
        path as never,
      ),
      amountIn,
    ],
    blockNumber: blockNumber - 1n,
  })
  return result[0]
}

/** ERC-20 `allowance(owner, spender)`. */
async function allowance(rpcUrl: string, token: string, owner: string, spender: string): Promise<bigint> {
  const word = (address: string) => address.slice(2).toLowerCase().padStart(64, '0')
  const data = `0xdd62ed3e${word(owner)}${word(spender)}`
  return BigInt(await rpc<string>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}

/** What the service quotes for the swap right now (QuoterV2 over the pair's Uniswap v3 pools), in base units. */
async function serviceQuote(from: string, to: string, amount: bigint, user: string): Promise<bigint> {
  const serviceUrl = inject('devnet').service?.url ?? ''
  const { token } = mainnet()
  const query = new URLSearchParams({
    projectId: 'foyer-dev',
    amount: amount.toString(),
    from: `eip155:1:${token(from).address}`,
    to: `eip155:1:${token(to).address}`,
    userAddress: `eip155:1:${user}`,
  })
  const body = (await (await fetch(`${serviceUrl}/v1/convert/quotes?${query}`)).json()) as {
    quotes: { toAmount: string }[]
  }
  return BigInt(body.quotes[0]?.toAmount ?? '0')
}

async function pickToken(page: Page, side: 'Pay with' | 'Receive', symbol: string, { axe = false } = {}) {
  const modal = dialog(page)
  await modal.getByRole('button', { name: new RegExp(`^${side} .*: change$`) }).click()
  await modal.getByRole('list', { name: 'Tokens to swap' }).waitFor()
  if (axe) {
    await waitForAnimations(page)
    expect(await runAxe(page)).toEqual([])
    expect(await findUnstyledElements(dialog(page))).toEqual([])
  }
  await modal.getByPlaceholder('Search token').fill(symbol)
  await modal
    .getByRole('list', { name: side === 'Pay with' ? 'Your tokens' : 'Tokens to swap' })
    .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    .click()
}

describe('the swaps plugin on the devnet (wagmi adapter, Chromium)', () => {
  it('swaps ETH→USDC, USDC→DAI and USDC→UNI (through WETH), approving exactly each amount: balances move by exactly the quote', async () => {
    const { rpcUrl, token, router, weth } = mainnet()
    const trader = await freshAccount('10')
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), {
        privateKey: trader.privateKey,
      }),
    })
    const { page } = session
    await connectDevWallet(page)
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    const balanceOf = (symbol: string) =>
      symbol === 'ETH'
        ? ethBalance(rpcUrl, trader.address)
        : erc20Balance(rpcUrl, token(symbol).address, trader.address)
    const nonce = async () =>
      BigInt(await rpc<string>(rpcUrl, 'eth_getTransactionCount', [trader.address, 'latest']))

    const usdc = token('USDC').address
    // The pools each swap goes through: WETH/USDC, the 0.05% USDC/DAI pool, and USDC/WETH then WETH/UNI.
    for (const [from, to, amount, approves, path] of [
      ['ETH', 'USDC', '1', false, [weth, 3000, usdc]],
      ['USDC', 'DAI', '100', true, [usdc, 500, token('DAI').address]],
      ['USDC', 'UNI', '50', true, [usdc, 3000, weth, 3000, token('UNI').address]],
    ] as const) {
      await modal.getByRole('button', { name: 'Swap', exact: true }).click()
      await modal.getByLabel('You pay').waitFor()
      if (from !== 'ETH') await pickToken(page, 'Pay with', from)
      await pickToken(page, 'Receive', to, { axe: from === 'ETH' })
      await modal.getByLabel('You pay').fill(amount)
      const fromBase = parseUnits(amount, token(from).decimals)
      const expected = await serviceQuote(from, to, fromBase, trader.address)
      await expect
        .poll(() => modal.getByLabel('You receive').inputValue(), { timeout: 15_000 })
        .toBe(formatSwapAmount(formatUnits(expected, token(to).decimals)))
      await modal.getByRole('list', { name: 'Swap details' }).waitFor()
      if (from === 'ETH') {
        await waitForAnimations(page)
        expect(await runAxe(page)).toEqual([])
        expect(await findUnstyledElements(dialog(page))).toEqual([])
      }

      const before = await Promise.all([balanceOf(from), balanceOf(to), nonce()])
      await modal.getByRole('button', { name: `Swap ${from} to ${to}` }).click()
      await page.getByText(new RegExp(`^Swapped ${from} to [0-9.]+ ${to}$`)).waitFor({ timeout: 30_000 })
      await modal.getByRole('button', { name: 'Swap', exact: true }).waitFor()
      const after = await Promise.all([balanceOf(from), balanceOf(to), nonce()])
      const fee = from === 'ETH' ? await lastFeePaid(rpcUrl, trader.address) : 0n
      expect(after[1] - before[1]).toBe(expected)
      // Exactly what QuoterV2 answers for the block the swap was mined in, through the real Uniswap v3 pools.
      const swapBlock = BigInt(await rpc<string>(rpcUrl, 'eth_blockNumber', []))
      expect(await quoterAnswer([...path], fromBase, swapBlock)).toBe(after[1] - before[1])
      expect(before[0] - after[0]).toBe(fromBase + fee)
      // One transaction, or the approval and then the swap.
      expect(after[2] - before[2]).toBe(approves ? 2n : 1n)
      // The approval was for exactly what the swap took: nothing is left for the router to spend.
      if (from !== 'ETH')
        expect(await allowance(rpcUrl, token(from).address, trader.address, router)).toBe(0n)
    }
    await session.close()
  })
})
