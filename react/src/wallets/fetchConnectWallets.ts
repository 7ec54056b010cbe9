import type { ChainNamespace, Kernel } from '@foyer/core/eager'
import { recommendedWalletsCount } from '@foyer/core/eager'
import type { Wallet } from '@foyer/core/schemas'
import { getFeaturedWalletIds } from './getFeaturedWalletIds.js'
import { getRegistryChains, getWalletApi } from './getWalletApi.js'
import { isRegistryWalletId } from './isRegistryWalletId.js'
import { reportProjectRefusal } from './reportProjectRefusal.js'

export type ConnectWallets = {
  featured: Wallet[]
  /** In registry order, featured ones left out; more than four when `spare` asked for more. */
  recommended: Wallet[]
  /** Registry entries of recently used wallets that no connector covers. */
  recent: Wallet[]
  /** How many wallets the registry holds for this app (the "All Wallets" badge). */
  count: number
}

export type FetchConnectWalletsParameters = {
  /** Recent wallet ids no connector answers for: fetched so the Connect view can show them. */
  recentIds?: readonly string[]
  /**
   * Extra recommended wallets to ask for: installed wallets the registry also lists are shown as installed, so
   * the caller keeps the first four that remain.
   */
  spare?: number
  /** Only wallets for this namespace's networks (`open({ namespace })`). */
  namespace?: ChainNamespace | undefined
}

const empty: ConnectWallets = { featured: [], recommended: [], recent: [], count: 0 }
const cache = new WeakMap<Kernel, Map<string, Promise<ConnectWallets>>>()

/**
 * The registry part of the Connect view: featured (`featuredWalletIds`, 4), recommended (4) and the recent
 * wallets. Fetched once per kernel and set of recent ids; a failed fetch is forgotten so the next visit retries.
 */
export function fetchConnectWallets(
  kernel: Kernel,
  { recentIds = [], spare = 0, namespace }: FetchConnectWalletsParameters = {},
): Promise<ConnectWallets> {
  const api = getWalletApi(kernel)
  if (!api) return Promise.resolve(empty)
  const registryRecentIds = recentIds.filter(isRegistryWalletId)
  const key = `${registryRecentIds.join(',')}+${spare}+${namespace ?? ''}`
  const perKernel = cache.get(kernel) ?? new Map<string, Promise<ConnectWallets>>()
  cache.set(kernel, perKernel)
  const cached = perKernel.get(key)
  if (cached) return cached

  const { includeWalletIds = [], excludeWalletIds = [] } = kernel.options
  const exclude = excludeWalletIds.filter(isRegistryWalletId)
  const featuredIds = getFeaturedWalletIds(kernel)
  const byIds = async (ids: string[]) =>
    ids.length ? (await api.getWallets({ page: 1, entries: ids.length, include: ids })).data : []

  const promise = Promise.all([
    byIds(featuredIds),
    api.getWallets({
      page: 1,
      // Featured wallets are taken out of the recommended ones below, so ask for enough to fill four.
      entries: recommendedWalletsCount + featuredIds.length + spare,
      chains: getRegistryChains(kernel, namespace),
      ...(includeWalletIds.length ? { include: includeWalletIds.filter(isRegistryWalletId) } : {}),
      ...(exclude.length ? { exclude } : {}),
    }),
    byIds(registryRecentIds.filter((id) => !exclude.includes(id))),
  ]).then(([featured, all, recent]) => ({
    featured: sortByIds(featured, featuredIds),
    recommended: all.data.filter((wallet) => !featuredIds.includes(wallet.id)),
    recent,
    count: all.count,
  }))
  perKernel.set(key, promise)
  promise.catch((error: unknown) => {
    perKernel.delete(key)
    reportProjectRefusal(kernel, error)
  })
  return promise
}

function sortByIds(wallets: Wallet[], ids: readonly string[]): Wallet[] {
  return [...wallets].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}
