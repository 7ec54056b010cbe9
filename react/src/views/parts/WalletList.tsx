'use client'
import { useKernel } from '../../context/appKitInstance.js'
import { Icon } from '../../ui/Icon.js'
import { List } from '../../ui/List.js'
import { ListItem } from '../../ui/ListItem.js'
import { Tag } from '../../ui/Tag.js'
import { VisuallyHidden } from '../../ui/VisuallyHidden.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { getWalletImageUrl } from '../../wallets/getWalletApi.js'
import type { WalletEntry } from '../../wallets/WalletEntry.js'

export type WalletListProps = {
  wallets: readonly WalletEntry[]
  /** The list's accessible name. */
  label: string
  layout?: 'rows' | 'grid'
  onSelect(wallet: WalletEntry): void
}

/** Wallet rows (or grid cells): image, name and a tag saying why the wallet is here. */
export function WalletList({ wallets, label, layout = 'rows', onSelect }: WalletListProps) {
  const kernel = useKernel()
  return (
    <List aria-label={label} layout={layout} className="foyer-wallet-list">
      {wallets.map((wallet) => {
        const image = getWalletImageUrl(kernel, wallet)
        return (
          <ListItem
            key={wallet.id}
            // The title shows the whole name where a tile ellipsises it; the accessible name is whole anyway.
            label={<span title={wallet.name}>{wallet.name}</span>}
            image={
              // WalletConnect itself has no registry image: its QR mark, rather than an initial.
              wallet.walletConnect && !image ? (
                <span className="foyer-wallet-image foyer-wallet-image--md foyer-wallet-image--icon">
                  <Icon name="qrCode" />
                </span>
              ) : (
                <WalletImage name={wallet.name} src={image} decorative />
              )
            }
            end={<WalletTag wallet={wallet} />}
            onClick={() => onSelect(wallet)}
          />
        )
      })}
    </List>
  )
}

function WalletTag({ wallet }: { wallet: WalletEntry }) {
  const tag =
    wallet.group === 'recent' ? (
      <Tag>Recent</Tag>
    ) : wallet.installed ? (
      <Tag variant="success">Installed</Tag>
    ) : wallet.walletConnect ? (
      <Tag variant="accent">QR code</Tag>
    ) : null
  // The separator keeps the button's accessible name readable: "MetaMask, Installed".
  return tag ? (
    <>
      <VisuallyHidden>, </VisuallyHidden>
      {tag}
    </>
  ) : null
}
