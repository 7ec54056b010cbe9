import type { ChainNamespace, Kernel } from '@foyer/core/eager'
import { walletSearchMaxResults, walletsPerPage } from '@foyer/core/eager'
import type { GetWalletsResponse } from '@foyer/core/schemas'
import { getRegistryChains, getWalletApi } from './getWalletApi.js'
import { isRegistryWalletId } from './isRegistryWalletId.js'
import { reportProjectRefusal } from './reportProjectRefusal.js'

export type FetchWalletsPageParameters = {
  /** 1-based; ignored when searching (a search returns one page of up to 100). */
  page: number
  search?: string | undefined
  signal?: AbortSignal | undefined
  /** Only wallets for this namespace's networks (`open({ namespace })`). */
  namespace?: ChainNamespace | undefined
}

const none: GetWalletsResponse = { data: [], count: 0 }

/** One page of the AllWallets list (40 wallets), or up to 100 search results, honouring include and exclude ids. */
export async function fetchWalletsPage(
  kernel: Kernel,
  { page, search, signal, namespace }: FetchWalletsPageParameters,
): Promise<GetWalletsResponse> {
  const api = getWalletApi(kernel)
  if (!api) return none
  const { includeWalletIds = [], excludeWalletIds = [] } = kernel.options
  const include = includeWalletIds.filter(isRegistryWalletId)
  const exclude = excludeWalletIds.filter(isRegistryWalletId)
  const answer = api.getWallets({
    page: search ? 1 : page,
    entries: search ? walletSearchMaxResults : walletsPerPage,
    chains: getRegistryChains(kernel, namespace),
    ...(include.length ? { include } : {}),
    ...(exclude.length ? { exclude } : {}),
    ...(search ? { search } : {}),
    ...(signal ? { signal } : {}),
  })
  answer.catch((error: unknown) => reportProjectRefusal(kernel, error))
  return answer
}
