export {
  type AnnounceEip6963Options,
  announceEip6963,
  devEvmWalletInfo,
  type Eip6963ProviderInfo,
} from './evm/announceEip6963.js'
export {
  type CreateDevEvmProviderParameters,
  createDevEvmProvider,
  type DevEvmChain,
  type DevEvmProvider,
  type DevEvmProviderEvent,
  type DevEvmProviderRequest,
} from './evm/createDevEvmProvider.js'
export * from './walletErrors.js'
