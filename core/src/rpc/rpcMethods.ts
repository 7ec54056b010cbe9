/** Read-only methods (and `eth_sendRawTransaction`, already signed) that run without any approval step. */
export const safeRpcMethods = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'solana_getAccounts',
  'solana_requestAccounts',
  'getAccountAddresses',
] as const

/** Methods that sign or send on the user's behalf: they need the approval step (SPEC.md §6). */
export const approvalRpcMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type SafeRpcMethod = (typeof safeRpcMethods)[number]
export type ApprovalRpcMethod = (typeof approvalRpcMethods)[number]
export type RpcMethodClass = 'safe' | 'approval' | 'rejected'

const safe = new Set<string>(safeRpcMethods)
const approval = new Set<string>(approvalRpcMethods)

export function classifyRpcMethod(method: string): RpcMethodClass {
  if (safe.has(method)) return 'safe'
  if (approval.has(method)) return 'approval'
  return 'rejected'
}
