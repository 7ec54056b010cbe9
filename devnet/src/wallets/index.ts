export {
  type BitcoinNetworkParams,
  bitcoinNetworks,
  type DevBitcoinNetworkName,
} from './bitcoin/bitcoinNetworks.js'
export { bip322MessageHash, buildBip322ToSign } from './bitcoin/buildBip322ToSign.js'
export {
  type CreateDevBitcoinProviderParameters,
  createDevBitcoinProvider,
  type DevBitcoinProvider,
  type DevBitcoinProviderEvent,
  type DevBitcoinUtxo,
  type SatsConnectAddress,
  type SatsConnectResponse,
} from './bitcoin/createDevBitcoinProvider.js'
export {
  type BitcoinDevKey,
  type BitcoinDevKeys,
  defaultBitcoinDevMnemonic,
  deriveBitcoinDevKeys,
} from './bitcoin/deriveBitcoinDevKeys.js'
export { signBip322Simple } from './bitcoin/signBip322Simple.js'
export { bitcoinMessageHash, signBitcoinMessageEcdsa } from './bitcoin/signBitcoinMessageEcdsa.js'
export { verifyBip322Simple } from './bitcoin/verifyBip322Simple.js'
export { verifyBitcoinMessageEcdsa } from './bitcoin/verifyBitcoinMessageEcdsa.js'
export type { DevBitcoinWalletConfig } from './browser/bitcoinWalletEntry.js'
export type { DevEvmWalletConfig } from './browser/evmWalletEntry.js'
export type { DevPolkadotWalletConfig } from './browser/polkadotWalletEntry.js'
export type { DevSolanaWalletConfig } from './browser/solanaWalletEntry.js'
export {
  type BuildWalletsParameters,
  type BuildWalletsReturnType,
  buildWallets,
  defaultWalletsOutDir,
} from './buildWallets.js'
export { devWalletIcon, devWalletName } from './devWalletIcon.js'
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
export {
  type CreateDevPolkadotExtensionParameters,
  createDevPolkadotExtension,
  type DevPolkadotExtension,
  type DevPolkadotInjected,
  devPolkadotExtensionId,
  type InjectedAccount,
} from './polkadot/createDevPolkadotExtension.js'
export { encodeSignerPayload, type SignerPayloadJson } from './polkadot/encodeSignerPayload.js'
export {
  type CreateDevSolanaWalletParameters,
  createDevSolanaWallet,
  type DevSolanaChain,
  type DevSolanaWallet,
  type DevSolanaWalletAccount,
  devSolanaChains,
} from './solana/createDevSolanaWallet.js'
export { registerWallet, type WalletStandardAppApi } from './solana/registerWallet.js'
export { createMemoryKeyValueStorage } from './walletconnect/createMemoryKeyValueStorage.js'
export {
  type CreateWalletConnectDevWalletParameters,
  createWalletConnectDevWallet,
  type DevSessionProposal,
  type DevWalletConnectEvent,
  type DevWalletConnectSession,
  type WalletConnectDevWallet,
} from './walletconnect/createWalletConnectDevWallet.js'
export * from './walletErrors.js'
