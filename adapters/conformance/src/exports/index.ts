// The adapter conformance suite, for adapter authors' tests.

export type {
  ConformanceDevnet,
  ConformanceRequest,
  ConformanceWallet,
} from '../ConformanceDevnet.js'
export { ConformanceSetupError } from '../ConformanceSetupError.js'
export { ConformanceTimeoutError } from '../ConformanceTimeoutError.js'
export {
  ConformanceTransactionFailedError,
  type ConformanceTypedData,
  conformanceErc20Abi,
  conformanceTypedData,
  type Eip155ConformanceDevnetParameters,
  eip155ConformanceDevnet,
} from '../eip155ConformanceDevnet.js'
export {
  type ConformanceAssertion,
  type ConformanceTestApi,
  type RunAdapterConformanceParameters,
  runAdapterConformance,
} from '../runAdapterConformance.js'
export {
  type SolanaConformanceDevnetParameters,
  solanaConformanceDevnet,
} from '../solanaConformanceDevnet.js'
export { waitUntil } from '../waitUntil.js'
