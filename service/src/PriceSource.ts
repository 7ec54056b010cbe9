import type { Address } from 'viem'

/**
 * Where the service's USD prices come from: the pools on the chain (`createUniswapPriceSource`) or an HTTP price API
 * (`createHttpPriceSource`). Addresses are ERC-20s or the native sentinel `0xEeee…EEeE`.
 */
export type PriceSource = {
  /** USD prices by lowercase address; a token the source has no price for is left out. */
  pricesUsd: (chainId: number, tokens: Address[]) => Promise<Map<string, number>>
}
