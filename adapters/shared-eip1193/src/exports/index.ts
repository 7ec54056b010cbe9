export { collectEip1193Wallets, type Eip1193Wallet, injectedConnectorId } from '../collectEip1193Wallets.js'
export { Eip1193Adapter } from '../Eip1193Adapter.js'
export { type Eip1193Provider, isEip1193Provider } from '../Eip1193Provider.js'
export { type Eip6963Target, getDefaultEip6963Target } from '../Eip6963Target.js'
export {
  BalanceUnavailableError,
  ChainNotAddedError,
  ContractCallEncodingError,
  InvalidWalletResponseError,
  NoWalletAccountsError,
  toWalletError,
  WalletNotAuthorizedError,
  WalletNotConnectedError,
} from '../errors.js'
export { estimateEip1193Gas } from '../estimateEip1193Gas.js'
export { getRpcErrorCode } from '../getRpcErrorCode.js'
export {
  type Eip1193AdapterParameters,
  parseEip1193AdapterParameters,
} from '../parseEip1193AdapterParameters.js'
export { requestEip1193 } from '../requestEip1193.js'
export { type EncodeFunctionData, sendContractCall } from '../sendContractCall.js'
export { switchEip1193Chain, unrecognizedChainErrorCode } from '../switchEip1193Chain.js'
export {
  type AddEthereumChainParameter,
  toAddEthereumChainParameter,
} from '../toAddEthereumChainParameter.js'
export {
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  requestEip6963Providers,
  type WatchEip6963ProvidersParameters,
  watchEip6963Providers,
} from '../watchEip6963Providers.js'
