export type {
  AppKitNetwork,
  BlockExplorer,
  CaipNetwork,
  ChainContract,
  NativeCurrency,
  RpcUrls,
} from './CaipNetwork.js'
export { caipNetworkSchema } from './caipNetworkSchema.js'
export { defineChain } from './defineChain.js'
export { arbitrum } from './definitions/arbitrum.js'
export { base } from './definitions/base.js'
export { baseSepolia } from './definitions/baseSepolia.js'
export { bitcoin } from './definitions/bitcoin.js'
export { bitcoinTestnet } from './definitions/bitcoinTestnet.js'
export { mainnet } from './definitions/mainnet.js'
export { optimism } from './definitions/optimism.js'
export { polkadot } from './definitions/polkadot.js'
export { polygon } from './definitions/polygon.js'
export { sepolia } from './definitions/sepolia.js'
export { solana } from './definitions/solana.js'
export { solanaDevnet } from './definitions/solanaDevnet.js'
export { solanaTestnet } from './definitions/solanaTestnet.js'
export { findNetwork } from './findNetwork.js'
export { getNetworkImageId } from './getNetworkImageId.js'
export { multicall3Address } from './multicall3.js'
export { type ParseCaipNetworksErrorType, parseCaipNetworks } from './parseCaipNetworks.js'
export { toCaipNetwork } from './toCaipNetwork.js'
export { withDeprecatedSolanaIds } from './withDeprecatedSolanaIds.js'
