import type { ReactPlugin } from '@foyer/react'
import { type NftsPlugin, nfts as nftsHeadless } from '../nfts.js'

export type NftsReactPlugin = NftsPlugin & Required<Pick<ReactPlugin, 'viewLoaders'>>

const loadNftsView = () => import('./NftsView.js')

/** The NFTs tab with its view, loaded the first time the Account view shows the tab. */
export function nfts(): NftsReactPlugin {
  return { ...nftsHeadless(), viewLoaders: { AccountNfts: loadNftsView } }
}
