export {
  InvalidPolkadotRequestError,
  InvalidPolkadotWalletResponseError,
  PolkadotMethodNotSupportedError,
  PolkadotNoAccountsError,
  PolkadotNoChainError,
  PolkadotTransferFailedError,
  PolkadotWalletNotConnectedError,
} from '../errors.js'
export {
  PolkadotAdapter,
  type PolkadotAdapterParameters,
  type PolkadotInjectionTarget,
} from '../PolkadotAdapter.js'
