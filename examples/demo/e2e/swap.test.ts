import { formatSwapAmount, formatUnits, parseUnits } from '@foyer/core'
import type { Browser, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  http,
  parseAbi,
} from 'viem'
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

const exactInputSingleAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
])

/**
 * Another trader on the devnet: the tokens' minter (impersonated on anvil), which mints itself what it trades. Each
 * call is sent and mined before the next.
 */
async function devnetMinter(rpcUrl: string, usdc: string) {
  const minter = await rpc<string>(rpcUrl, 'eth_call', [{ to: usdc, data: '0x07546172' }, 'latest']).then(
    (word) => `0x${word.slice(-40)}`,
  )
  await rpc(rpcUrl, 'anvil_impersonateAccount', [minter])
  const send = async (to: string, data: string) => {
    const hash = await rpc<string>(rpcUrl, 'eth_sendTransaction', [{ from: minter, to, data }])
    for (let tries = 0; tries < 100; tries++) {
      const receipt = await rpc<{ status: string } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
      if (receipt) {
        expect(receipt.status).toBe('0x1')
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`${hash} was not mined`)
  }
  return {
    address: minter,
    mint: (token: string, to: string, amount: bigint) =>
      send(
        token,
        encodeFunctionData({
          abi: parseAbi(['function mint(address to, uint256 amount)']),
          functionName: 'mint',
          args: [to as Address, amount],
        }),
      ),
    /** Sells `amountIn` of `tokenIn` (which it must hold) for `tokenOut` in their pool. */
    async trade(router: string, tokenIn: string, tokenOut: string, fee: number, amountIn: bigint) {
      await send(
        tokenIn,
        encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router as Address, amountIn] }),
      )
      await send(
        router,
        encodeFunctionData({
          abi: exactInputSingleAbi,
          functionName: 'exactInputSingle',
          args: [
            {
              tokenIn: tokenIn as Address,
              tokenOut: tokenOut as Address,
              fee,
              recipient: minter as Address,
              amountIn,
              amountOutMinimum: 0n,
              sqrtPriceLimitX96: 0n,
            },
          ],
        }),
      )
    },
  }
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

describe('a swap whose pools move while its approval waits', () => {
  it('USDC→DAI: the approval is sent, then the quote is asked again and the swap pays exactly the new quote', async () => {
    const { rpcUrl, token, router, weth } = mainnet()
    const usdc = token('USDC').address
    const dai = token('DAI').address
    const trader = await freshAccount('1')
    const other = await devnetMinter(rpcUrl, usdc)
    await other.mint(usdc, trader.address, 100n * 10n ** 6n)
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
    await modal.getByRole('button', { name: 'Swap', exact: true }).click()
    await modal.getByLabel('You pay').waitFor()
    await pickToken(page, 'Pay with', 'USDC')
    await pickToken(page, 'Receive', 'DAI')
    await modal.getByLabel('You pay').fill('50')
    const first = await serviceQuote('USDC', 'DAI', 50n * 10n ** 6n, trader.address)
    await expect
      .poll(() => modal.getByLabel('You receive').inputValue(), { timeout: 15_000 })
      .toBe(formatSwapAmount(formatUnits(first, 18)))
    await modal.getByRole('list', { name: 'Swap details' }).waitFor()

    // Someone sells 300,000 USDC for DAI and as much for WETH: DAI gets dearer on both routes by more than the
    // 1% slippage the shown quote allows.
    const daiBefore = await erc20Balance(rpcUrl, dai, other.address)
    const wethBefore = await erc20Balance(rpcUrl, weth, other.address)
    await other.mint(usdc, other.address, 600_000n * 10n ** 6n)
    await other.trade(router, usdc, dai, 500, 300_000n * 10n ** 6n)
    await other.trade(router, usdc, weth, 3000, 300_000n * 10n ** 6n)
    const moved = await serviceQuote('USDC', 'DAI', 50n * 10n ** 6n, trader.address)
    expect(moved).toBeLessThan((first * 99n) / 100n)

    const before = await Promise.all([
      erc20Balance(rpcUrl, usdc, trader.address),
      erc20Balance(rpcUrl, dai, trader.address),
    ])
    await modal.getByRole('button', { name: 'Swap USDC to DAI' }).click()
    await page
      .getByText(`Swapped USDC to ${formatSwapAmount(formatUnits(moved, 18))} DAI`, { exact: true })
      .waitFor({ timeout: 30_000 })
    const after = await Promise.all([
      erc20Balance(rpcUrl, usdc, trader.address),
      erc20Balance(rpcUrl, dai, trader.address),
    ])
    expect(before[0] - after[0]).toBe(50n * 10n ** 6n)
    expect(after[1] - before[1]).toBe(moved)
    expect(await allowance(rpcUrl, usdc, trader.address, router)).toBe(0n)
    await session.close()

    // The pools go back near their seeded prices for the tests after this one.
    await other.trade(router, dai, usdc, 500, (await erc20Balance(rpcUrl, dai, other.address)) - daiBefore)
    await other.trade(
      router,
      weth,
      usdc,
      3000,
      (await erc20Balance(rpcUrl, weth, other.address)) - wethBefore,
    )
  })
})
