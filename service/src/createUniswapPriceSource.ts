import { type Address, zeroAddress } from 'viem'
import { nativeTokenAddress } from './blockchainInputs.js'
import type { EvmChainReaders } from './createEvmChainReaders.js'
import type { PriceSource } from './PriceSource.js'
import { uniswapV3FactoryAbi, uniswapV3FeeTiers, uniswapV3PoolAbi } from './uniswapV3Abis.js'

export type CreateUniswapPriceSourceOptions = {
  readers: EvmChainReaders
  /** The USD stablecoin each price is read against, by symbol among the chain's tokens (default `USDC`). */
  usdSymbol?: string
}

/**
 * Spot USD prices from the chain's Uniswap v3 pools: a token's price is `slot0`'s price in its most liquid pool with
 * the USD stablecoin, or through WETH (token/WETH times WETH/stablecoin). The stablecoin counts as 1 USD.
 */
export function createUniswapPriceSource({
  readers,
  usdSymbol = 'USDC',
}: CreateUniswapPriceSourceOptions): PriceSource {
  return {
    async pricesUsd(chainId, tokens) {
      const reader = readers.get(chainId)
      const { uniswap, weth } = reader.chain
      const usd = reader.chain.tokens.find((token) => token.symbol === usdSymbol)
      const prices = new Map<string, number>()
      if (!uniswap || !usd) return prices
      const decimalsOf = (address: Address) => reader.token(address)?.decimals ?? 18

      /** Units of `quote` per unit of `base` in their most liquid pool, or undefined without a pool. */
      const spot = async (base: Address, quote: Address): Promise<number | undefined> => {
        const pools = await Promise.all(
          uniswapV3FeeTiers.map((fee) =>
            reader.client.readContract({
              address: uniswap.factory,
              abi: uniswapV3FactoryAbi,
              functionName: 'getPool',
              args: [base, quote, fee],
            }),
          ),
        )
        const existing = pools.filter((pool) => pool !== zeroAddress)
        const states = await Promise.all(
          existing.map(async (pool) => {
            const [slot0, liquidity] = await Promise.all([
              reader.client.readContract({ address: pool, abi: uniswapV3PoolAbi, functionName: 'slot0' }),
              reader.client.readContract({ address: pool, abi: uniswapV3PoolAbi, functionName: 'liquidity' }),
            ])
            return { sqrtPriceX96: slot0[0], liquidity }
          }),
        )
        const deepest = states.reduce<(typeof states)[number] | undefined>(
          (best, state) => (!best || state.liquidity > best.liquidity ? state : best),
          undefined,
        )
        if (!deepest || deepest.liquidity === 0n) return undefined
        // slot0 prices token1 in token0, in base units: sqrt(price) as Q64.96.
        const raw = (Number(deepest.sqrtPriceX96) / 2 ** 96) ** 2
        const baseIsToken0 = base.toLowerCase() < quote.toLowerCase()
        const perBase = baseIsToken0 ? raw : 1 / raw
        return perBase * 10 ** (decimalsOf(base) - decimalsOf(quote))
      }

      const wethUsd = sameAddress(weth, usd.address) ? 1 : await spot(weth, usd.address)
      await Promise.all(
        tokens.map(async (token) => {
          const address = token.toLowerCase() === nativeTokenAddress.toLowerCase() ? weth : token
          let price: number | undefined
          if (sameAddress(address, usd.address)) price = 1
          else if (sameAddress(address, weth)) price = wethUsd
          else {
            price = await spot(address, usd.address)
            if (price === undefined && wethUsd !== undefined) {
              const inWeth = await spot(address, weth)
              price = inWeth === undefined ? undefined : inWeth * wethUsd
            }
          }
          if (price !== undefined && Number.isFinite(price)) prices.set(token.toLowerCase(), price)
        }),
      )
      return prices
    },
  }
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
