// @foyer/plugin-nfts/react: the NFTs tab with its React view.
export type { NftsPlugin, NftsState } from '../nfts.js'
export { type NftsReactPlugin, nfts } from '../react/nfts.js'
