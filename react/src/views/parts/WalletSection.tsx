'use client'
import { pushView, recommendedWalletsCount } from '@foyer/core'
import { useEffect, useMemo, useState } from 'react'
import { useKernel } from '../../context/appKitInstance.js'
import { Icon } from '../../ui/Icon.js'
import { List } from '../../ui/List.js'
import { ListItem } from '../../ui/ListItem.js'
import { Tag } from '../../ui/Tag.js'
import { VisuallyHidden } from '../../ui/VisuallyHidden.js'
import { type ConnectWallets, fetchConnectWallets } from '../../wallets/fetchConnectWallets.js'
import { formatWalletCount } from '../../wallets/formatWalletCount.js'
import { getFeaturedWalletIds } from '../../wallets/getFeaturedWalletIds.js'
import { getWalletRoute } from '../../wallets/getWalletRoute.js'
import { mergeWallets } from '../../wallets/mergeWallets.js'
import { shouldShowAllWallets } from '../../wallets/shouldShowAllWallets.js'
import type { WalletEntry } from '../../wallets/WalletEntry.js'
import { reportError } from './reportError.js'
import { useKernelSnapshot } from './useKernelSnapshot.js'
import { useListedConnectors } from './useListedConnectors.js'
import { useOpenNamespace } from './useOpenNamespace.js'
import { useRecentWallets } from './useRecentWallets.js'
import { WalletList } from './WalletList.js'

export type WalletSectionProps = { onAllWallets(): void }

/** The Connect view's wallets: recent, installed, featured and recommended as one list, then "All Wallets". */
export function WalletSection({ onAllWallets }: WalletSectionProps) {
  const kernel = useKernel()
  const openNamespace = useOpenNamespace()
  const connectors = useListedConnectors(openNamespace)
  const activeNamespace = useKernelSnapshot((state) => state.network.activeNamespace)
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
    fetchConnectWallets(kernel, {
      recentIds: uncoveredRecentIds,
      spare: installedCount,
      namespace: openNamespace,
    }).then(
      (wallets) => live && setRegistry(wallets),
      (error: unknown) => reportError(kernel, error),
    )
    return () => {
      live = false
    }
  }, [kernel, recentKey, installedCount, openNamespace])

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
    }).filter((wallet) => wallet.group !== 'recommended' || ++recommended <= recommendedWalletsCount)
  }, [kernel, connectors, registry, recentWallets])

  const select = (wallet: WalletEntry) => {
    const route = getWalletRoute(wallet, openNamespace ?? activeNamespace)
    pushView(kernel, route.view, route.data)
  }

  return (
    <section
      className="foyer-connect__section foyer-connect__wallets"
      data-method="wallet"
      aria-label="Wallets"
    >
      <WalletList wallets={wallets} label="Wallets" onSelect={select} />
      {shouldShowAllWallets(kernel) ? (
        <List aria-label="More wallets">
          <ListItem
            label="All Wallets"
            image={
              <span className="foyer-connect__all-icon">
                <Icon name="wallet" />
              </span>
            }
            end={
              registry && registry.count > 0 ? (
                <>
                  <VisuallyHidden>, </VisuallyHidden>
                  <Tag variant="accent">{formatWalletCount(registry.count)}</Tag>
                </>
              ) : null
            }
            onClick={onAllWallets}
          />
        </List>
      ) : null}
    </section>
  )
}
