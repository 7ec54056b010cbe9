import type { ChainNamespace, Connector } from '@foyer/core/eager'

/** Where an entry sits in a wallet list; lists are ordered by this, in this order. */
export const walletGroups = ['recent', 'installed', 'featured', 'recommended', 'other'] as const
export type WalletGroup = (typeof walletGroups)[number]

export type WalletLinks = {
  mobile?: string
  desktop?: string
  webapp?: string
  homepage?: string
}

/** One wallet as the modal lists it: what the connectors, the registry and the host's custom wallets say about it. */
export type WalletEntry = {
  /** Stable key: the registry id when known, else the custom wallet's id, else the first connector's id. */
  id: string
  name: string
  /** The Wallet API registry id. */
  explorerId?: string
  rdns?: string
  /** An image URL given by a connector or a custom wallet; wins over `imageId`. */
  imageUrl?: string
  /** The registry's image id (resolve with the Wallet API's `getWalletImageUrl`). */
  imageId?: string
  /** Every connector that reaches this wallet, the preferred one first (announced, injected, then others). */
  connectors: Connector[]
  /** The namespaces the wallet's connectors cover. */
  namespaces: ChainNamespace[]
  installed: boolean
  group: WalletGroup
  links: WalletLinks
  /** Connects through WalletConnect itself rather than naming a wallet (the generic "WalletConnect" entry). */
  walletConnect: boolean
}
