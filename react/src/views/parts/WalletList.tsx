'use client'
import { List } from '../../ui/List.js'
import { getWalletKey } from '../../wallets/getWalletKey.js'
import type { WalletEntry } from '../../wallets/WalletEntry.js'
import { WalletTile } from './WalletTile.js'

export type WalletListProps = {
  wallets: readonly WalletEntry[]
  /** The list's accessible name. */
  label: string
  layout?: 'rows' | 'grid'
  onSelect(wallet: WalletEntry): void
}

/** Wallet rows (or grid cells), every one in the DOM: for short lists (All Wallets windows its grid). */
export function WalletList({ wallets, label, layout = 'rows', onSelect }: WalletListProps) {
  return (
    <List aria-label={label} layout={layout} className="foyer-wallet-list">
      {wallets.map((wallet) => (
        <WalletTile key={getWalletKey(wallet)} wallet={wallet} onSelect={onSelect} />
      ))}
    </List>
  )
}
