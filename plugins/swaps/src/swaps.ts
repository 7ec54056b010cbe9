import { definePlugin, type FoyerPlugin, type PluginContext, ValidationError } from '@foyer/core/eager'
import * as z from 'zod/mini'
import { initialSwapsState } from './initialSwapsState.js'

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

/** A transaction the swap service built, as the Swap view sends it (amounts in base units). */
export type SwapTransaction = {
  data: string
  /** The contract called: the token (an approval) or the swap router. */
  to: string
  /** Gas units, when the service estimated them. */
  gas: bigint | undefined
  /** Per gas unit, in wei. */
  gasPrice: bigint
  /** The native coin sent along, in wei. */
  value: bigint
  /** The to-amount shown when the transaction was built. */
  toAmount: string
}

/** SPEC.md §3 swap state. */
export type SwapsState = {
  initializing: boolean
  initialized: boolean
  /** The CAIP-2 network the data belongs to. */
  chainId: string | undefined
  tokens: SwapTokenEntry[]
  /** The tokens of the popular list this network's swap API serves, in the list's order. */
  popularTokens: SwapTokenEntry[]
  /** The tokens of the shorter suggested list this network's swap API serves, in the list's order. */
  suggestedTokens: SwapTokenEntry[]
  /** The tokens the account holds, highest value first. */
  myTokensWithBalance: SwapTokenEntry[]
  /** USD price by CAIP-10 token address (lower case). */
  tokensPriceMap: Record<string, number>
  /** USD price of the network's native token; 0 when it could not be fetched. */
  networkPrice: number
  /** The native balance, as a decimal string. */
  networkBalance: string
  networkBalanceInUSD: number
  /** The native token's symbol ('ETH'). */
  networkTokenSymbol: string
  sourceToken: SwapTokenEntry | undefined
  sourceTokenAmount: string
  sourceTokenPriceInUSD: number
  toToken: SwapTokenEntry | undefined
  /** At most 6 decimals (SPEC.md §9). */
  toTokenAmount: string
  toTokenPriceInUSD: number
  inputError: string | undefined
  /** Percent: the USD difference between what goes in and what comes out. */
  priceImpact: number | undefined
  /** The to-token amount slippage may cost, as a decimal string. */
  maxSlippage: string | undefined
  /** The provider's 0.85 % of the source amount, as a decimal string. */
  providerFee: string | undefined
  /** The standard gas price the quote was asked with, in wei, as a decimal string. */
  gasFee: string
  /** The network fee of a swap (150000 gas units at the standard gas price), in USD. */
  gasPriceInUSD: number | undefined
  /** Percent. */
  slippage: number
  /** The approval sent before the swap, while one is needed. */
  approvalTransaction: SwapTransaction | undefined
  swapTransaction: SwapTransaction | undefined
  /** What the wallet answered when the last approval or swap failed. */
  transactionError: string | undefined
  loadingPrices: boolean
  loadingQuote: boolean
  loadingApprovalTransaction: boolean
  loadingBuildTransaction: boolean
  loadingTransaction: boolean
  /** The allowance check or a transaction build failed. */
  fetchError: boolean
  /** Set while a transaction waits for the wallet: what the view says. */
  pending:
    | 'Approve limit increase in your wallet'
    | 'Approve an unlimited allowance in your wallet'
    | 'Confirm transaction in your wallet'
    | undefined
  /** Which side the token picker fills. */
  selecting: 'source' | 'to'
  /**
   * The quote the to-amount shows, in base units, with the CAIP-10 account it was asked for: the built swap
   * transaction is checked against it.
   */
  quote: { from: string; to: string; fromAmount: string; toAmount: string; user: string } | undefined
  /** The host's options (kept across resets). */
  config: SwapsConfig
}

/** What the host configures: the only contracts a swap transaction may call, and the approval it may ask for. */
export type SwapsOptions = {
  /**
   * The swap router by CAIP-2 network (`{ 'eip155:1': '0x…' }`): the only address a swap transaction may call and
   * the only spender an approval may name. A network without one cannot swap.
   */
  routers?: Record<string, string>
  /**
   * The router's WETH9 by CAIP-2 network: the pools' stand-in for the native coin, which a swap of the native coin
   * must start or end with. A network without one cannot swap the native coin.
   */
  wrappedNative?: Record<string, string>
  /**
   * Approve the router for an unlimited amount once instead of exactly each swap's amount (then the approval asks
   * for an unlimited allowance). Off by default.
   */
  unlimitedApproval?: boolean
}
export type SwapsConfig = {
  routers: Record<string, string>
  wrappedNative: Record<string, string>
  unlimitedApproval: boolean
}

const addressesByNetwork = (what: string) =>
  z.optional(
    z.record(
      z.string().check(z.regex(/^eip155:\d+$/, 'Expected a CAIP-2 eip155 network id')),
      z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, `Expected a 0x-prefixed 20-byte ${what} address`)),
    ),
  )

const optionsSchema = z.object({
  routers: addressesByNetwork('router'),
  wrappedNative: addressesByNetwork('wrapped native token'),
  unlimitedApproval: z.optional(z.boolean()),
})

export type SwapsPlugin = FoyerPlugin<SwapsState> & { name: 'swaps'; feature: 'swaps' }
export type SwapsContext = PluginContext<SwapsState>

/**
 * The swaps wallet feature, headless: the `Swap` and `SwapSelectToken` views (second in the Account view's wallet
 * features, while `features.swaps` is on) and the swap state, reset at disconnect and when the network changes. The
 * state machine (`initializeSwap`, `requestSwapQuote`, `switchSwapTokens`, `executeSwap`) loads with the views from
 * `@foyer/plugin-swaps/react`.
 */
export function swaps(options: SwapsOptions = {}): SwapsPlugin {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) throw new ValidationError({ subject: 'swaps options', error: parsed.error })
  const config: SwapsConfig = {
    routers: parsed.data.routers ?? {},
    wrappedNative: parsed.data.wrappedNative ?? {},
    unlimitedApproval: parsed.data.unlimitedApproval ?? false,
  }
  return definePlugin({
    name: 'swaps',
    feature: 'swaps',
    // Swaps go through an EVM swap router.
    namespaces: ['eip155'],
    views: [
      { id: 'Swap', title: 'Swap', feature: 'swaps' },
      { id: 'SwapSelectToken', title: 'Select token' },
    ],
    state: () => initialSwapsState(config),
    resetOn: ['disconnect', 'networkChange', 'accountChange'],
  }) as SwapsPlugin
}
