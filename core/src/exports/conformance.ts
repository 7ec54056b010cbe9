// The adapter conformance suite, for adapter authors' tests.

export type {
  ConformanceDevnet,
  ConformanceRequest,
  ConformanceWallet,
} from '../conformance/ConformanceDevnet.js'
export { ConformanceTimeoutError } from '../conformance/ConformanceTimeoutError.js'
export {
  ConformanceTransactionFailedError,
  type ConformanceTypedData,
  conformanceErc20Abi,
  conformanceTypedData,
  type Eip155ConformanceDevnetParameters,
  eip155ConformanceDevnet,
} from '../conformance/eip155ConformanceDevnet.js'
export {
  type ConformanceAssertion,
  type ConformanceTestApi,
  type RunAdapterConformanceParameters,
  runAdapterConformance,
} from '../conformance/runAdapterConformance.js'
export {
  type SolanaConformanceDevnetParameters,
  solanaConformanceDevnet,
} from '../conformance/solanaConformanceDevnet.js'
export { waitUntil } from '../conformance/waitUntil.js'
