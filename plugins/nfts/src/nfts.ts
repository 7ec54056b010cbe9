import { definePlugin, type FoyerPlugin, slotViewIds } from '@foyer/core/eager'
import type { Nft } from './nftSchemas.js'

export type NftsState = {
  /** `<CAIP-2 network>:<address>` the list belongs to. */
  key?: string
  status: 'idle' | 'loading' | 'ready' | 'failed'
  /** Every NFT fetched so far, spam included (views hide it unless `showSpam`). */
  nfts: Nft[]
  /** The next page's cursor; `null` after the last page. */
  next: string | null
  showSpam: boolean
}

export type NftsPlugin = FoyerPlugin<NftsState> & {
  name: 'nfts'
  views: readonly [{ id: typeof slotViewIds.accountNfts; title: 'NFTs' }]
}

/**
 * The Account view's NFTs tab, headless: registers the `AccountNfts` slot view and a state slice that `fetchNfts`
 * fills. Its React view comes from `@foyer/plugin-nfts/react`.
 */
export function nfts(): NftsPlugin {
  return definePlugin({
    name: 'nfts',
    // The Blockchain API has NFTs for these (`fetchNfts`).
    namespaces: ['eip155', 'solana'],
    views: [{ id: slotViewIds.accountNfts, title: 'NFTs' }],
    state: (): NftsState => ({ status: 'idle', nfts: [], next: null, showSpam: false }),
    resetOn: ['disconnect'],
  }) as NftsPlugin
}
