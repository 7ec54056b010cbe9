// @foyer/plugin-nfts: the Account view's NFTs tab, headless (no React). Views: `@foyer/plugin-nfts/react`.
export { type FetchNftsParameters, fetchNfts } from '../fetchNfts.js'
export { type Nft, NftSchema, type NftsResponse, NftsResponseSchema } from '../nftSchemas.js'
export { type NftsPlugin, type NftsState, nfts } from '../nfts.js'
