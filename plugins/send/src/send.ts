import { definePlugin, type FoyerPlugin } from '@foyer/core/eager'
import * as z from 'zod/mini'

/** A token the account holds, as the Send view offers it. */
export type SendToken = {
  name: string
  symbol: string
  decimals: number
  /** The ERC-20 contract or SPL mint; absent for the native coin. */
  address?: string | undefined
  /** The balance in base units, as a decimal string. */
  balance: string
  /** USD price of one token; 0 when unknown. */
  price: number
  iconUrl?: string | undefined
}

/** SPEC.md §3 send state; reset when the active namespace changes (§4). */
export type SendState = {
  token: SendToken | undefined
  /** The amount as the user typed it. */
  sendTokenAmount: string | undefined
  /** The receiver's address (a name is resolved to it). */
  receiverAddress: string | undefined
  /** The name the user typed, when the receiver was given by name. */
  receiverProfileName: string | undefined
  /** Gas price (EVM, wei) or fee per signature (Solana, lamports), as a decimal string. */
  gasPrice: string | undefined
  /** The network fee in USD. */
  gasPriceInUSD: number | undefined
  /** The native balance in USD. */
  networkBalanceInUSD: number | undefined
  /** The native balance in base units, as a decimal string (what the gas check compares the fee with). */
  networkBalance: string | undefined
  /** USD price of the native coin; 0 when unknown. */
  networkPriceInUSD: number | undefined
}

/**
 * `send:pendingTransaction`, emitted once the wallet accepted a transfer (not yet mined): what the activity plugin
 * lists as pending.
 */
export const pendingTransactionSchema = z.object({
  /** Transaction hash (eip155), signature (solana), transaction id (bip122) or extrinsic hash (polkadot). */
  hash: z.string().check(z.minLength(1)),
  namespace: z.enum(['eip155', 'solana', 'bip122', 'polkadot']),
  /** CAIP-2 id of the network it was sent on. */
  caipNetworkId: z.string(),
  from: z.string(),
  to: z.string(),
  token: z.object({
    symbol: z.string(),
    decimals: z.number(),
    address: z.optional(z.string()),
  }),
  /** Base units, as a decimal string. */
  amount: z.string().check(z.regex(/^\d+$/)),
  /** Unix milliseconds. */
  sentAt: z.number(),
})
export type PendingTransaction = z.infer<typeof pendingTransactionSchema>

const sendEvents = { pendingTransaction: pendingTransactionSchema }

export type SendPlugin = FoyerPlugin<SendState, typeof sendEvents> & {
  name: 'send'
  feature: 'send'
}

export const initialSendState = (): SendState => ({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  gasPrice: undefined,
  gasPriceInUSD: undefined,
  networkBalanceInUSD: undefined,
  networkBalance: undefined,
  networkPriceInUSD: undefined,
})

/**
 * The Send wallet feature, headless: its state slice (reset when the active namespace changes), the `Send` and
 * `SendReview` views (the Account view lists Send after onramp, swaps and receive) and the `pendingTransaction`
 * event. Its React views come from `@foyer/plugin-send/react`.
 */
export function send(): SendPlugin {
  return definePlugin({
    name: 'send',
    feature: 'send',
    // The transfers `sendTokens` builds (bip122: the native coin, through the wallet's `sendTransfer`; polkadot: the
    // native coin, through the polkadot adapter's `sendTransfer`).
    namespaces: ['eip155', 'solana', 'bip122', 'polkadot'],
    views: [
      { id: 'Send', title: 'Send', feature: 'send' },
      { id: 'SendReview', title: 'Review send' },
    ],
    state: initialSendState,
    resetOn: ['activeNamespaceChange'],
    events: sendEvents,
  }) as SendPlugin
}
