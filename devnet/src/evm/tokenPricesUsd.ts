/** Fixed USD prices of the devnet's assets; the pools are seeded at these prices. */
export const tokenPricesUsd = {
  ETH: 3000,
  WETH: 3000,
  USDC: 1,
  USDT: 1,
  DAI: 1,
  UNI: 10,
  WBTC: 60_000,
} as const satisfies Record<string, number>

export type PricedSymbol = keyof typeof tokenPricesUsd
