'use client'
import { pushView } from '@foyer/core'
import { useKernel } from '../../context/appKitInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { modalMessages } from '../../locales/modalMessages.js'
import { Icon } from '../../ui/Icon.js'
import { List } from '../../ui/List.js'
import { ListItem } from '../../ui/ListItem.js'
import { Tag } from '../../ui/Tag.js'
import { VisuallyHidden } from '../../ui/VisuallyHidden.js'
import { formatWalletCount } from '../../wallets/formatWalletCount.js'
import { getWalletRoute } from '../../wallets/getWalletRoute.js'
import { shouldShowAllWallets } from '../../wallets/shouldShowAllWallets.js'
import { useConnectWalletList } from '../../wallets/useConnectWalletList.js'
import type { WalletEntry } from '../../wallets/WalletEntry.js'
import { useKernelSnapshot } from './useKernelSnapshot.js'
import { useOpenNamespace } from './useOpenNamespace.js'
import { WalletList } from './WalletList.js'

export type WalletSectionProps = { onAllWallets(): void }

/** The Connect view's wallets: recent, installed, featured and recommended as one list, then "All Wallets". */
export function WalletSection({ onAllWallets }: WalletSectionProps) {
  const kernel = useKernel()
  const openNamespace = useOpenNamespace()
  const activeNamespace = useKernelSnapshot((state) => state.network.activeNamespace)
  const { wallets, registry } = useConnectWalletList(openNamespace)

  const t = useTranslate(modalMessages)
  const select = (wallet: WalletEntry) => {
    const route = getWalletRoute(wallet, openNamespace ?? activeNamespace)
    pushView(kernel, route.view, route.data)
  }

  return (
    <section
      className="foyer-connect__section foyer-connect__wallets"
      data-method="wallet"
      aria-label={t('wallets.label')}
    >
      <WalletList wallets={wallets} label={t('wallets.label')} onSelect={select} />
      {shouldShowAllWallets(kernel) ? (
        <List aria-label={t('wallets.more')}>
          <ListItem
            label={t('wallets.all')}
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
