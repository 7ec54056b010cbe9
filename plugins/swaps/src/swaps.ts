import { definePlugin, type FoyerPlugin, type PluginContext } from '@foyer/core'

/** A token the Swap view offers: the convert API's token with its USD price and, when held, the balance. */
export type SwapTokenEntry = {
  name: string
  symbol: string
  /** CAIP-10 address (the native token's is the `0xeeee…` sentinel). */
  address: string
  decimals: number
  logoUri: string
  /** USD price of one token; 0 when unknown. */
  price: number
  /** What the account holds, as a decimal string; '0' when not held. */
  balance: string
}

/** SPEC.md §3 swap state. */
export type SwapsState = {
  status: 'uninitialized' | 'initializing' | 'initialized'
  /** The CAIP-2 network the data belongs to. */
  chainId: string | undefined
  tokens: SwapTokenEntry[]
  /** The tokens the account holds, highest value first. */
  myTokens: SwapTokenEntry[]
  /** USD price of the network's native token; 0 when it could not be fetched. */
  networkPrice: number
  /** The native balance, as a decimal string. */
  networkBalance: string
  sourceToken: SwapTokenEntry | undefined
  sourceTokenAmount: string
  toToken: SwapTokenEntry | undefined
  /** At most 6 decimals (SPEC.md §9). */
  toTokenAmount: string
  inputError: string | undefined
  /** Percent: the USD difference between what goes in and what comes out. */
  priceImpact: number | undefined
  /** The to-token amount slippage may cost, as a decimal string. */
  maxSlippage: string | undefined
  /** The provider's 0.85 % of the source amount, as a decimal string. */
  providerFee: string | undefined
  /** The network fee of a swap (150000 gas units at the standard gas price), in USD. */
  gasPriceInUSD: number | undefined
  /** Percent. */
  slippage: number
  loadingQuote: boolean
  /** Set while a transaction waits for the wallet: what the view says. */
  pending: 'Approve limit increase in your wallet' | 'Confirm transaction in your wallet' | undefined
  /** Which side the token picker fills. */
  selecting: 'source' | 'to'
}

export type SwapsPlugin = FoyerPlugin<SwapsState> & { name: 'swaps'; feature: 'swaps' }
export type SwapsContext = PluginContext<SwapsState>

export const initialSwapsState = (): SwapsState => ({
  status: 'uninitialized',
  chainId: undefined,
  tokens: [],
  myTokens: [],
  networkPrice: 0,
  networkBalance: '0',
  sourceToken: undefined,
  sourceTokenAmount: '',
  toToken: undefined,
  toTokenAmount: '',
  inputError: undefined,
  priceImpact: undefined,
  maxSlippage: undefined,
  providerFee: undefined,
  gasPriceInUSD: undefined,
  slippage: 1,
  loadingQuote: false,
  pending: undefined,
  selecting: 'to',
})

/**
 * The swaps wallet feature, headless: the `Swap` and `SwapSelectToken` views (second in the Account view's wallet
 * features, while `features.swaps` is on) and the swap state, reset at disconnect and when the network changes. The
 * state machine (`initializeSwap`, `requestSwapQuote`, `switchSwapTokens`, `executeSwap`) loads with the views from
 * `@foyer/plugin-swaps/react`.
 */
export function swaps(): SwapsPlugin {
  return definePlugin({
    name: 'swaps',
    feature: 'swaps',
    views: [
      { id: 'Swap', title: 'Swap', feature: 'swaps' },
      { id: 'SwapSelectToken', title: 'Select token' },
    ],
    state: initialSwapsState,
    resetOn: ['disconnect', 'networkChange', 'accountChange'],
  }) as SwapsPlugin
}
