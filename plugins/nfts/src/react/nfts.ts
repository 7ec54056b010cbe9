import type { ReactPlugin } from '@foyer/react'
import { type NftsPlugin, nfts as nftsHeadless } from '../nfts.js'

/** The plugin's messages, loaded with its views. */
const loadMessages = () => import('./nftsMessages.js').then((module) => module.nftsMessages)

export type NftsReactPlugin = NftsPlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadNftsView = () => import('./NftsView.js')

/** The NFTs tab with its view, loaded the first time the Account view shows the tab. */
export function nfts(): NftsReactPlugin {
  return { ...nftsHeadless(), messages: loadMessages, viewLoaders: { AccountNfts: loadNftsView } }
}
