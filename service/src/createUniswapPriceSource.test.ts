import {
  type EvmDevnet,
  type EvmDevnetChain,
  startEvmChains,
  tokenPricesUsd,
  toViemChain,
} from '@foyer/devnet'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nativeTokenAddress } from './blockchainInputs.js'
import { createEvmChainReaders } from './createEvmChainReaders.js'
import { createUniswapPriceSource } from './createUniswapPriceSource.js'
import { encodeUniswapV3Swap, quoteUniswapV3Swap } from './quoteUniswapV3Swap.js'

let evm: EvmDevnet
let chain: EvmDevnetChain

beforeAll(async () => {
  evm = await startEvmChains({ chains: [1], basePort: 0 })
  chain = evm.chains[0] as EvmDevnetChain
})
afterAll(async () => {
  await evm?.stop()
})

const addressOf = (symbol: string) => {
  const token = chain.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`${symbol} missing`)
  return token.address
}

describe('createUniswapPriceSource: USD prices from the pools on the chain', () => {
  it("reads each token's price from its pool with USDC, through WETH where it has none", async () => {
    const readers = createEvmChainReaders(evm.chains)
    const source = createUniswapPriceSource({ readers })
    const symbols = ['USDC', 'DAI', 'USDT', 'UNI', 'WBTC', 'WETH'] as const
    const prices = await source.pricesUsd(1, [nativeTokenAddress, ...symbols.map(addressOf)])
    expect(prices.get(nativeTokenAddress.toLowerCase())).toBeCloseTo(tokenPricesUsd.ETH, 6)
    for (const symbol of symbols)
      expect(prices.get(addressOf(symbol).toLowerCase()), symbol).toBeCloseTo(tokenPricesUsd[symbol], 6)
    expect(await source.pricesUsd(1, ['0x000000000000000000000000000000000000dEaD'])).toEqual(new Map())
  })

  it('follows the pool: after a large ETH→USDC swap, ETH is cheaper and UNI (priced through WETH) too', async () => {
    const readers = createEvmChainReaders(evm.chains)
    const source = createUniswapPriceSource({ readers })
    const reader = readers.get(1)
    const account = privateKeyToAccount(evm.accounts[7]?.privateKey ?? '0x')
    const wallet = createWalletClient({ account, chain: toViemChain(chain), transport: http(chain.rpcUrl) })
    const deployment = {
      ...(chain.uniswap ?? { factory: '0x', quoter: '0x', router: '0x' }),
      weth: chain.weth,
    }
    const amountIn = parseEther('500')
    const quote = await quoteUniswapV3Swap({
      client: reader.client,
      deployment,
      tokenIn: chain.weth,
      tokenOut: addressOf('USDC'),
      amountIn,
    })
    if (!quote) throw new Error('no quote')
    const { data, value } = encodeUniswapV3Swap({
      route: quote.route,
      amountIn,
      amountOutMinimum: quote.amountOut,
      recipient: account.address,
      nativeIn: true,
      nativeOut: false,
    })
    const hash = await wallet.sendTransaction({ to: chain.router, data, value })
    const receipt = await reader.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    // anvil may give the receipt before the block holding it is the latest a read sees (a CI run read 3000 here).
    await expect
      .poll(() => reader.client.getBlockNumber({ cacheTime: 0 }))
      .toBeGreaterThanOrEqual(receipt.blockNumber)
    const prices = await source.pricesUsd(1, [nativeTokenAddress, addressOf('UNI')])
    const eth = prices.get(nativeTokenAddress.toLowerCase()) ?? 0
    expect(eth).toBeLessThan(tokenPricesUsd.ETH * 0.99)
    expect(eth).toBeGreaterThan(tokenPricesUsd.ETH * 0.5)
    expect(prices.get(addressOf('UNI').toLowerCase())).toBeLessThan(tokenPricesUsd.UNI * 0.99)
  })
})
