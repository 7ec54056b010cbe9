import type { PricedSymbol } from './tokenPricesUsd.js'

export type DevnetTokenSpec = {
  symbol: Exclude<PricedSymbol, 'ETH' | 'WETH'>
  name: string
  decimals: number
  /** Minted to each of the 10 dev accounts, in whole tokens. */
  perAccount: number
}

/** The ERC-20s deployed on every devnet chain, in deployment order (the wrapped native token comes first). */
export const devnetTokens: readonly DevnetTokenSpec[] = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, perAccount: 1_000_000 },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, perAccount: 1_000_000 },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, perAccount: 1_000_000 },
  { symbol: 'UNI', name: 'Uniswap', decimals: 18, perAccount: 100_000 },
  { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, perAccount: 100 },
]

export const wrappedNativeSpec = {
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
  perAccount: 100,
} as const

/**
 * Uniswap v3 pools (pair and fee tier) seeded over the full tick range at `tokenPricesUsd`, each side worth
 * `poolDepthUsd`. Pairs without a pool of their own trade through WETH.
 */
export const devnetPoolPairs: readonly (readonly [string, string, number])[] = [
  ['USDC', 'WETH', 3000],
  ['USDT', 'WETH', 3000],
  ['DAI', 'WETH', 3000],
  ['UNI', 'WETH', 3000],
  ['WBTC', 'WETH', 3000],
  ['USDC', 'DAI', 500],
]

export const poolDepthUsd = 6_000_000

export const spamNftSpec = {
  name: 'Claim Your ETH Rewards',
  symbol: 'CLAIM',
  baseUri: 'https://claim-eth-rewards.invalid/nft/',
  perAccount: 2,
} as const
