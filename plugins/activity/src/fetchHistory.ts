import { getBlockchainApi, type PluginContext } from '@foyer/core'
import type { ActivityState, Transaction } from './activity.js'

export const fetchTransactionsFailedMessage = 'Failed to fetch transactions'

export type FetchHistoryParameters = {
  /** Fetch the next page and append it; otherwise (re)load the first page. */
  more?: boolean
}

const inFlight = new WeakMap<object, Promise<void>>()

/**
 * Reads the connected account's history on the active chain (`GET /v1/account/{account}/history`, cursor paging: a
 * `more` fetch appends) into the plugin's state, with the on-ramp purchases (`onramp=coinbase`, not cached) on the
 * first page. Transactions of another chain, and those whose transfers are all spam NFTs, are dropped. Without an
 * address nothing is fetched. A failure shows 'Failed to fetch transactions', marks the list empty and records
 * ERROR_FETCH_TRANSACTIONS.
 */
export function fetchHistory(
  context: PluginContext<ActivityState>,
  parameters: FetchHistoryParameters = {},
): Promise<void> {
  const running = inFlight.get(context)
  if (running) return running
  const done = run(context, parameters).finally(() => inFlight.delete(context))
  inFlight.set(context, done)
  return done
}

async function run(
  context: PluginContext<ActivityState>,
  { more = false }: FetchHistoryParameters,
): Promise<void> {
  const account = context.getAccount()
  const address = account.isConnected ? account.address : undefined
  const chainId = context.getNetwork().caipNetworkId
  if (!address || !chainId) return
  const key = `${chainId}:${address}`
  const state = context.getState()
  const cursor = more && state.key === key ? state.next : undefined
  if (more && !cursor) return
  context.setState(
    state.key === key
      ? { status: 'loading' }
      : { key, status: 'loading', transactions: [], purchases: [], next: null, empty: false },
  )
  const api = getBlockchainApi(context.options)
  try {
    if (!api) throw new TypeError('No Blockchain API URL')
    const [page, purchases] = await Promise.all([
      api.getHistory({ account: address, chainId, ...(cursor ? { cursor } : {}) }),
      cursor
        ? undefined
        : api.getHistory({ account: address, chainId, onramp: 'coinbase' }).then(
            ({ data }) => data,
            () => [],
          ),
    ])
    if (context.getState().key !== key) return
    const shown = page.data.filter((transaction) => isShown(transaction, chainId))
    context.setState((current) => {
      const transactions = cursor ? [...current.transactions, ...shown] : shown
      const bought = purchases ?? current.purchases
      return {
        status: 'ready',
        transactions,
        purchases: bought.filter((transaction) => isShown(transaction, chainId)),
        next: page.next,
        empty: transactions.length === 0 && bought.length === 0,
      }
    })
  } catch {
    if (context.getState().key !== key) return
    context.setState({ status: 'failed', empty: true, next: null })
    context.showSnackbar({ message: fetchTransactionsFailedMessage, variant: 'error' })
    context.track('ERROR_FETCH_TRANSACTIONS', {
      address,
      projectId: context.options.projectId,
      cursor: cursor ?? undefined,
      isSmartAccount: account.allAccounts.some(
        (entry) => entry.address === address && entry.type === 'smartAccount',
      ),
    })
  }
}

/** On the active chain (when the service names it) and not made only of spam NFTs (SPEC.md §5). */
export function isShown(transaction: Transaction, chainId: string): boolean {
  if (transaction.metadata.chain && transaction.metadata.chain !== chainId) return false
  const { transfers } = transaction
  return !(transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam))
}
