export { BitcoinAdapter } from '../BitcoinAdapter.js'
export type { BitcoinConnector } from '../BitcoinConnector.js'
export { BitcoinProvider } from '../BitcoinProvider.js'
export type {
  BitcoinAddressPurpose,
  BitcoinSignMessageResult,
  BitcoinWalletAddress,
} from '../BitcoinWallet.js'
export type { BitcoinInjectionTarget } from '../collectBitcoinWallets.js'
export {
  BitcoinBalanceUnavailableError,
  BitcoinMethodNotSupportedError,
  BitcoinNoAccountsError,
  BitcoinRpcUrlMissingError,
  BitcoinWalletNotConnectedError,
  InvalidBitcoinRequestError,
  InvalidBitcoinWalletResponseError,
} from '../errors.js'
export type { BitcoinAdapterParameters } from '../parseBitcoinAdapterParameters.js'
export type { SatsConnectProvider, SatsConnectProviderInfo } from '../SatsConnectProvider.js'
