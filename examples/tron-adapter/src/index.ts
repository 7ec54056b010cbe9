export { TronAdapter, type TronAdapterParameters, type TronLinkProvider } from './TronAdapter.js'
export { tronNamespace } from './tronNamespace.js'
export { tronMainnet, tronShasta } from './tronNetworks.js'
