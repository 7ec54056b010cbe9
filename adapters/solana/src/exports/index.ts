export type { SolanaInjectionTarget } from '../collectSolanaWallets.js'
export {
  InvalidSolanaAdapterParametersError,
  InvalidSolanaRequestError,
  SolanaBalanceUnavailableError,
  SolanaFeatureNotSupportedError,
  SolanaMethodNotSupportedError,
  SolanaNoAccountsError,
  SolanaRpcUrlMissingError,
  SolanaWalletNotAuthorizedError,
  SolanaWalletNotConnectedError,
  SolanaWalletRejectedRequestError,
  SolanaWalletRequestError,
} from '../errors.js'
export type { InjectedSolanaProvider } from '../InjectedSolanaProvider.js'
export type { SolanaAdapterParameters } from '../parseSolanaAdapterParameters.js'
export { SolanaAdapter } from '../SolanaAdapter.js'
export { type AnyTransaction, SolanaProvider } from '../SolanaProvider.js'
export { toWalletStandardChain } from '../toWalletStandardChain.js'
