import { type BlockchainApi, definePlugin, type FoyerPlugin, slotViewIds } from '@foyer/core/eager'

/** One transaction of `GET /v1/account/{account}/history`. */
export type Transaction = Awaited<ReturnType<BlockchainApi['getHistory']>>['data'][number]

/** A transaction the app sent through Foyer that the history has not shown mined yet. */
export type PendingTransaction = {
  /** The RPC request's id, or the hash when only the hash is known. */
  id: string
  hash?: string
  /** CAIP-2 id of the chain it was sent on. */
  chain: string
  from: string
  to?: string
  /** EVM: the sender's nonce when it was sent; the transaction is mined once the mined count passes it. */
  nonce?: number
  /** Unix milliseconds. */
  startedAt: number
  /** The wallet answered (a hash or signature): it was sent, not refused. */
  submitted: boolean
}

export type ActivityState = {
  /** `<CAIP-2 network>:<address>` the history below belongs to. */
  key?: string
  status: 'idle' | 'loading' | 'ready' | 'failed'
  /** Every fetched page, in order, on the active chain, all-spam-NFT transactions dropped. */
  transactions: Transaction[]
  /** On-ramp purchases (the `onramp` query), newest first. */
  purchases: Transaction[]
  /** The cursor of the next page; `null` after the last page. */
  next: string | null
  /** True when nothing could be shown (a failed fetch marks the list empty). */
  empty: boolean
  /** Newest first, at most 99 (SPEC.md §9). */
  pending: PendingTransaction[]
}

export type ActivityOptions = {
  /** How often pending transactions are checked, in ms (default 2000). */
  pendingPollMs?: number
}

export type ActivityPlugin = FoyerPlugin<ActivityState> & {
  name: 'activity'
  feature: 'history'
  views: readonly [{ id: typeof slotViewIds.accountActivity; title: 'Activity' }]
}

const sendMethods = ['eth_sendTransaction', 'wallet_sendCalls', 'solana_signAndSendTransaction']

/**
 * The Account view's Activity tab (the `history` feature), headless: registers the `AccountActivity` slot view, a
 * state slice `fetchHistory` fills, and watches the transactions the app sends through Foyer (the `rpcRequest` hook
 * and the send plugin's `pending` event) so they show at once as pending. The watcher's code loads on the first send.
 */
export function activity(options: ActivityOptions = {}): ActivityPlugin {
  const settings = { pendingPollMs: options.pendingPollMs ?? 2000 }
  let loaded: Promise<typeof import('./trackPendingTransactions.js')> | undefined
  const tracker = () => {
    loaded ??= import('./trackPendingTransactions.js')
    return loaded
  }
  return definePlugin({
    name: 'activity',
    feature: 'history',
    // The Blockchain API's history covers EVM and Solana accounts.
    namespaces: ['eip155', 'solana'],
    views: [{ id: slotViewIds.accountActivity, title: 'Activity' }],
    state: (): ActivityState => ({
      status: 'idle',
      transactions: [],
      purchases: [],
      next: null,
      empty: false,
      pending: [],
    }),
    resetOn: ['disconnect'],
    setup(context) {
      context.hooks.rpcRequest.tapPromise({ name: 'activity', stage: -10 }, async (rpc) => {
        if (sendMethods.includes(rpc.method))
          await (await tracker()).observeRequest(context, rpc, settings.pendingPollMs)
        return undefined
      })
      const onPending = (payload: unknown) =>
        void tracker().then((module) => module.observeHash(context, payload, settings.pendingPollMs))
      const offPending = context.events.onPlugin('send', 'pendingTransaction', onPending)
      const onSent = () => void tracker().then((module) => module.markSubmitted(context))
      const offSent = context.events.on('balanceStale', onSent)
      return () => {
        offPending()
        offSent()
        if (loaded) void loaded.then((module) => module.stopTracking(context))
      }
    },
  }) as ActivityPlugin
}
