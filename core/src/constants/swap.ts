import type { BuiltinChainNamespace, ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetworkId } from '../caip/types.js'

/** SPEC.md §9 swap constants. */

/** The provider fee, as a fraction of the source amount (0.85%). */
export const swapProviderFee = 0.0085
/** Default slippage, in percent. */
export const swapDefaultSlippagePercent = 1
/** Gas units assumed when estimating a swap's network cost. */
export const swapDefaultGasUnits = 150_000n
/** Solana gas prices from the API are in lamports; divide by this to get SOL. */
export const solanaGasPriceDivisor = 1_000_000_000

/** EVM chains the swap API supports. */
export const swapSupportedChainIds = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const

export const swapSupportedNetworks = swapSupportedChainIds.map(
  (chainId) => `eip155:${chainId}` as const,
) satisfies readonly CaipNetworkId<'eip155'>[]

/** Namespaces with balance and activity data. */
export const balanceSupportedNamespaces = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]
export const activitySupportedNamespaces = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]
/** Only EVM has name lookups (SPEC.md §6). */
export const namesSupportedNamespaces = ['eip155'] as const satisfies readonly ChainNamespace[]
export const sendSupportedNamespaces = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]

/** Symbols suggested first in the swap token picker. */
export const swapSuggestedTokenSymbols = [
  'ETH',
  'UNI',
  '1INCH',
  'AAVE',
  'SOL',
  'ADA',
  'AVAX',
  'DOT',
  'LINK',
  'NITRO',
  'GAIA',
  'MILK',
  'TRX',
  'NEAR',
  'GNO',
  'WBTC',
  'DAI',
  'WETH',
  'USDC',
  'USDT',
  'ARB',
  'BAL',
  'BICO',
  'CRV',
  'ENS',
  'MATIC',
  'OP',
] as const

/** The longer popular list: the suggested symbols, then more. */
export const swapPopularTokenSymbols = [
  ...swapSuggestedTokenSymbols,
  'METAL',
  'CHAMP',
  'WOLF',
  'SALE',
  'BUSD',
  'MUST',
  'BTCpx',
  'ROUTE',
  'HEX',
  'WELT',
  'amDAI',
  'VSQ',
  'VISION',
  'AURUM',
  'pSP',
  'SNX',
  'VC',
  'CHP',
  'amUSDT',
  'SPHERE',
  'FOX',
  'GIDDY',
  'GFC',
  'OMEN',
  'OX_OLD',
  'DE',
  'WNT',
] as const

/** The address the swap API uses for each namespace's native token. */
export const nativeTokenAddresses = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
  polkadot: '0x',
  bip122: '0x',
} as const satisfies { [namespace in BuiltinChainNamespace]: string }
