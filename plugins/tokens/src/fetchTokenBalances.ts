import { balanceRetryWaitMs, getBlockchainApi, type PluginContext, portfolioCacheMs } from '@foyer/core'
import type { Balance, TokensState } from './tokens.js'

export const tokenBalanceUnavailableMessage = 'Token Balance Unavailable'

/** The namespaces the Blockchain API has balances for (SPEC.md §9). */
const balanceNamespaces = ['eip155', 'solana']

export type FetchTokenBalancesParameters = {
  /** Skip the 30 s cache (after a transaction); the 30 s block after a failure still holds. */
  force?: boolean
  now?: () => number
}

const inFlight = new WeakMap<object, Promise<void>>()

/**
 * Reads the connected account's fungible balances on the active network from `GET /v1/account/{address}/balance`
 * into the plugin's state and the account's `tokenBalance`: sorted by USD value, those with decimals '0' dropped.
 * Cached 30 s; a failure (or a network the service can't serve) shows 'Token Balance Unavailable' once and blocks
 * another try for 30 s (SPEC.md §4, §8, §9).
 */
export function fetchTokenBalances(
  context: PluginContext<TokensState>,
  parameters: FetchTokenBalancesParameters = {},
): Promise<void> {
  const running = inFlight.get(context)
  if (running) return running
  const done = run(context, parameters).finally(() => inFlight.delete(context))
  inFlight.set(context, done)
  return done
}

async function run(
  context: PluginContext<TokensState>,
  { force = false, now = Date.now }: FetchTokenBalancesParameters,
): Promise<void> {
  const account = context.getAccount()
  const network = context.getNetwork()
  const address = account.isConnected ? account.address : undefined
  const chainId = network.caipNetworkId
  if (!address || !chainId) return
  const key = `${chainId}:${address}`
  const state = context.getState()
  const same = state.key === key
  if (same && state.failedAt !== undefined && now() - state.failedAt < balanceRetryWaitMs) return
  if (!force && same && state.fetchedAt !== undefined && now() - state.fetchedAt < portfolioCacheMs) return

  const api = getBlockchainApi(context.options)
  const supported = api && !network.isUnsupported && balanceNamespaces.includes(network.activeNamespace ?? '')
  context.setState(same ? { status: 'loading' } : { key, status: 'loading', balances: [], totalUsd: 0 })
  try {
    if (!supported) throw new Error('unsupported network')
    const { balances } = await api.getBalance({ address, currency: 'usd', chainId })
    const list = sortByValue(balances.filter((balance) => balance.chainId === chainId))
    const totalUsd = list.reduce((sum, balance) => sum + (balance.value ?? 0), 0)
    if (context.getState().key !== key) return
    context.setState({ status: 'ready', balances: list, totalUsd, fetchedAt: now(), failedAt: undefined })
    context.setTokenBalance(list, { address })
  } catch {
    if (context.getState().key !== key) return
    context.setState({
      status: 'unavailable',
      balances: [],
      totalUsd: 0,
      fetchedAt: undefined,
      failedAt: now(),
    })
    context.showSnackbar({ message: tokenBalanceUnavailableMessage, variant: 'error' })
  }
}

/** Highest USD value first; tokens whose quantity has decimals '0' are left out (SPEC.md §5). */
export function sortByValue(balances: readonly Balance[]): Balance[] {
  return balances
    .filter((balance) => balance.quantity.decimals !== '0')
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
}
