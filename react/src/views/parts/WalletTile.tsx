'use client'
import type { CSSProperties } from 'react'
import { useKernel } from '../../context/appKitInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { modalMessages } from '../../locales/modalMessages.js'
import { Icon } from '../../ui/Icon.js'
import { ListItem } from '../../ui/ListItem.js'
import { Tag } from '../../ui/Tag.js'
import { VisuallyHidden } from '../../ui/VisuallyHidden.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { getWalletImageUrl } from '../../wallets/getWalletApi.js'
import type { WalletEntry } from '../../wallets/WalletEntry.js'

export type WalletTileProps = {
  wallet: WalletEntry
  onSelect(wallet: WalletEntry): void
  /** Set in a windowed list: the tile's 1-based place and the list's length. */
  posInSet?: number
  setSize?: number
  style?: CSSProperties
  onFocus?: () => void
}

/** One wallet of a list (a row or a grid tile): image, name and a tag saying why the wallet is here. */
export function WalletTile({ wallet, onSelect, posInSet, setSize, style, onFocus }: WalletTileProps) {
  const kernel = useKernel()
  const image = getWalletImageUrl(kernel, wallet)
  return (
    <ListItem
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
      onFocus={onFocus}
      posInSet={posInSet}
      setSize={setSize}
      style={style}
    />
  )
}

function WalletTag({ wallet }: { wallet: WalletEntry }) {
  const t = useTranslate(modalMessages)
  const tag =
    wallet.group === 'recent' ? (
      <Tag>{t('wallets.recent')}</Tag>
    ) : wallet.installed ? (
      <Tag variant="success">{t('wallets.installed')}</Tag>
    ) : wallet.walletConnect ? (
      <Tag variant="accent">{t('wallets.qrCode')}</Tag>
    ) : null
  // The separator keeps the button's accessible name readable: "MetaMask, Installed".
  return tag ? (
    <>
      <VisuallyHidden>, </VisuallyHidden>
      {tag}
    </>
  ) : null
}
