// `@foyer/adapter-universal/lazy`: WalletConnect offered with none of its code on the page until it is picked.

export { LazyUniversalAdapter } from '../LazyUniversalAdapter.js'
export type { UniversalAdapterParameters } from '../parseUniversalAdapterParameters.js'
export type { WalletConnectPairing } from '../UniversalAdapter.js'
export { walletConnectCloudRelayUrl, walletConnectConnectorId } from '../walletConnectConnectorId.js'
