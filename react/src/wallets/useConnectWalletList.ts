'use client'
import { type ChainNamespace, recommendedWalletsCount } from '@foyer/core/eager'
import { useEffect, useMemo, useState } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { reportError } from '../views/parts/reportError.js'
import { useListedConnectors } from '../views/parts/useListedConnectors.js'
import { useRecentWallets } from '../views/parts/useRecentWallets.js'
import { type ConnectWallets, fetchConnectWallets } from './fetchConnectWallets.js'
import { getFeaturedWalletIds } from './getFeaturedWalletIds.js'
import { getWalletConnectNamespaces } from './getWalletConnectNamespaces.js'
import { mergeWallets } from './mergeWallets.js'
import type { WalletEntry } from './WalletEntry.js'

/**
 * The Connect view's wallet list (recent, installed, featured, then four recommended), for `namespace` or every
 * namespace, and the registry answer it came from (`registry.count` is the "All Wallets" badge). The Connect view and
 * `useAppKitWallets` share it.
 */
export function useConnectWalletList(namespace: ChainNamespace | undefined): {
  wallets: WalletEntry[]
  registry: ConnectWallets | undefined
} {
  const kernel = useKernel()
  const connectors = useListedConnectors(namespace)
  const recentWallets = useRecentWallets(kernel)
  const [registry, setRegistry] = useState<ConnectWallets | undefined>(undefined)

  const uncoveredRecentIds = useMemo(
    () =>
      recentWallets
        .map((wallet) => wallet.id)
        .filter((id) => !connectors.some((connector) => connector.id === id || connector.explorerId === id)),
    [recentWallets, connectors],
  )
  const recentKey = uncoveredRecentIds.join(',')
  const installedCount = connectors.filter((connector) => connector.type !== 'WALLET_CONNECT').length
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch only when the set of ids changes
  useEffect(() => {
    let live = true
    fetchConnectWallets(kernel, { recentIds: uncoveredRecentIds, spare: installedCount, namespace }).then(
      (wallets) => live && setRegistry(wallets),
      (error: unknown) => reportError(kernel, error),
    )
    return () => {
      live = false
    }
  }, [kernel, recentKey, installedCount, namespace])

  const wallets = useMemo(() => {
    const { customWallets, includeWalletIds, excludeWalletIds } = kernel.options
    let recommended = 0
    return mergeWallets({
      connectors,
      registry: registry ? [...registry.recent, ...registry.featured, ...registry.recommended] : [],
      customWallets,
      recentWallets,
      featuredWalletIds: getFeaturedWalletIds(kernel),
      recommendedWalletIds: registry?.recommended.map((wallet) => wallet.id),
      includeWalletIds,
      excludeWalletIds,
      walletConnectNamespaces: getWalletConnectNamespaces(connectors, kernel.store.getState().connectors),
    }).filter((wallet) => wallet.group !== 'recommended' || ++recommended <= recommendedWalletsCount)
  }, [kernel, connectors, registry, recentWallets])
  return { wallets, registry }
}
