export type { FundedAccount, LedgerAccount, LedgerTransaction, SolanaLedger } from './createSolanaLedger.js'
export { deriveSolanaKeypair, type SolanaKeypair } from './deriveSolanaKeypair.js'
export {
  type SolanaCluster,
  type SolanaClusterName,
  solanaClusterNames,
  solanaClusters,
} from './solanaClusters.js'
export { type SolanaDevAccount, solanaDevAccounts } from './solanaDevAccounts.js'
export { solanaFeeToken, solanaFeeTokenFee } from './solanaFeeToken.js'
export * from './solanaRpcErrors.js'
export {
  type SolanaRpcCluster,
  type StartSolanaRpcParameters,
  type StartSolanaRpcReturnType,
  startSolanaRpc,
} from './startSolanaRpc.js'
export { buildTransferTransaction } from './wireTransaction.js'
