import { getBlockchainApi } from '@foyer/core'
import type { OnrampContext } from './onramp.js'

type BlockchainApi = NonNullable<ReturnType<typeof getBlockchainApi>>
/** A transaction of the account's history, as the service reports it. */
export type OnrampPurchase = Awaited<ReturnType<BlockchainApi['getHistory']>>['data'][number]

export type WatchOnrampPurchaseOptions = {
  signal?: AbortSignal
  pollMs?: number
}

/**
 * Resolves with the first on-ramp purchase the service reports for the connected account on the active network
 * after the call (the `onramp` history, read every 3 s), and marks the account's balances stale; resolves with
 * `undefined` once `signal` aborts (the view closed) or when there is no account or Blockchain API.
 */
export async function watchOnrampPurchase(
  context: OnrampContext,
  { signal, pollMs = 3000 }: WatchOnrampPurchaseOptions = {},
): Promise<OnrampPurchase | undefined> {
  const account = context.getAccount()
  const { caipNetworkId: chainId, activeNamespace } = context.getNetwork()
  const api = getBlockchainApi(context.options)
  if (!api || !account.address || !chainId) return undefined
  const query = { account: account.address, chainId, onramp: 'coinbase' }
  const read = () =>
    api.getHistory(query, signal ? { signal } : {}).then(
      ({ data }) => data,
      () => undefined,
    )
  const seen = new Set((await read())?.map((transaction) => transaction.id))
  while (!signal?.aborted) {
    await new Promise((resolve) => setTimeout(resolve, pollMs))
    const found = (await read())?.find((transaction) => !seen.has(transaction.id))
    if (found && !signal?.aborted) {
      context.markBalanceStale(activeNamespace)
      return found
    }
  }
  return undefined
}
