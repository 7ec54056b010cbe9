import type { ChainNamespace, Kernel } from '@foyer/core'
import { balanceRetryWaitMs, getAdapter, nativeBalanceCacheMs, showSnackbar } from '@foyer/core'
import { getKernelAccess } from '../../context/kernelAccess.js'
import { translateFor } from '../../i18n/createTranslate.js'
import { buttonMessages } from '../../locales/buttonMessages.js'

type BalanceTimes = { fetched: Map<string, number>; failed: Map<string, number> }
const times = new WeakMap<Kernel, BalanceTimes>()

export type RefreshBalanceParameters = {
  namespace: ChainNamespace
  /** Skip the 30 s cache (after a transaction); the 30 s block after a failure still holds. */
  force?: boolean
  now?: () => number
}

/**
 * The kernel's read times. A transaction makes its namespace's cached balances stale even while no view shows them, so
 * the next read (the Account view opened after a send) asks again.
 */
function timesOf(kernel: Kernel): BalanceTimes {
  const existing = times.get(kernel)
  if (existing) return existing
  const created: BalanceTimes = { fetched: new Map(), failed: new Map() }
  times.set(kernel, created)
  kernel.events.on('balanceStale', ({ namespace }) => {
    for (const key of created.fetched.keys()) if (key.startsWith(`${namespace}:`)) created.fetched.delete(key)
  })
  return created
}

/**
 * Reads the connected account's native balance through its adapter's `getBalance` and keeps it in the account
 * state (`balance`, `balanceSymbol`). Cached 30 s; after a failure (or on an unsupported network) it shows
 * 'Token Balance Unavailable' and does not ask again for 30 s (SPEC.md §4, §8, §9).
 */
export async function refreshBalance(
  kernel: Kernel,
  { namespace, force = false, now = Date.now }: RefreshBalanceParameters,
): Promise<void> {
  const state = kernel.store.getState()
  const account = state.accounts[namespace]
  const network = state.network.active[namespace]
  const adapter = getAdapter(kernel, namespace)
  if (account?.status !== 'connected' || !account.address || !network || !adapter?.getBalance) return
  const address = account.address
  const perKernel = timesOf(kernel)
  const key = `${network.caipNetworkId}:${address}`
  const failedAt = perKernel.failed.get(key)
  if (failedAt !== undefined && now() - failedAt < balanceRetryWaitMs) return
  const fetchedAt = perKernel.fetched.get(key)
  if (!force && fetchedAt !== undefined && now() - fetchedAt < nativeBalanceCacheMs) return

  if (state.network.unsupported.includes(namespace)) {
    perKernel.failed.set(key, now())
    showSnackbar(kernel, {
      message: translateFor(kernel, buttonMessages)('balance.unavailable'),
      variant: 'error',
    })
    return
  }
  perKernel.fetched.set(key, now())
  try {
    const { balance, symbol } = await adapter.getBalance({ address, network })
    getKernelAccess(kernel).setState(({ accounts }) => {
      const current = accounts[namespace]
      if (!current || current.address !== address) return {}
      return { accounts: { ...accounts, [namespace]: { ...current, balance, balanceSymbol: symbol } } }
    })
  } catch {
    perKernel.fetched.delete(key)
    perKernel.failed.set(key, now())
    showSnackbar(kernel, {
      message: translateFor(kernel, buttonMessages)('balance.unavailable'),
      variant: 'error',
    })
  }
}
