export type { SolanaInjectionTarget } from '../collectSolanaWallets.js'
export {
  InvalidSolanaRequestError,
  SolanaBalanceUnavailableError,
  SolanaFeatureNotSupportedError,
  SolanaMethodNotSupportedError,
  SolanaNoAccountsError,
  SolanaRpcUrlMissingError,
  SolanaWalletNotAuthorizedError,
  SolanaWalletNotConnectedError,
} from '../errors.js'
export type { InjectedSolanaProvider } from '../InjectedSolanaProvider.js'
export type { SolanaAdapterParameters } from '../parseSolanaAdapterParameters.js'
export { SolanaAdapter } from '../SolanaAdapter.js'
export { type AnyTransaction, SolanaProvider } from '../SolanaProvider.js'
export { toWalletStandardChain } from '../toWalletStandardChain.js'
