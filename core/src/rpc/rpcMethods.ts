import {
  type BuiltinChainNamespace,
  type ChainNamespace,
  registeredChainNamespaces,
} from '../caip/chainNamespaces.js'

/**
 * Read-only methods (and `eth_sendRawTransaction`, already signed) that run without any approval step. None of them
 * changes which account or network the wallet is on, so the kernel's state cannot fall behind the wallet's.
 */
export const safeRpcMethods = [
  'eth_accounts',
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
  'solana_getAccounts',
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

/**
 * SPEC.md §7's bip122 session methods: `getAccountAddresses` reads, the others sign or send. The polkadot adapter
 * answers the same transfer method (`sendTransfer`) and quotes its fee (`estimateTransferFee`, a read); each
 * namespace's adapter refuses the ones it does not know.
 */
export const bip122SafeRpcMethods = ['getAccountAddresses', 'estimateTransferFee'] as const
export const bip122ApprovalRpcMethods = ['sendTransfer', 'signMessage', 'signPsbt'] as const
const sessionRpcMethods = {
  safe: new Set<string>(bip122SafeRpcMethods),
  approval: new Set<string>(bip122ApprovalRpcMethods),
  kernel: new Set<string>(),
}

/**
 * Methods that move the wallet to another account or network. Sent raw they would leave the kernel's state behind,
 * so the kernel answers them itself: a chain switch (or add) goes through `switchNetwork`, an account request is
 * answered from the connection (or opens the modal to connect).
 */
export const kernelRpcMethods = [
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_requestAccounts',
  'solana_requestAccounts',
] as const

export type SafeRpcMethod = (typeof safeRpcMethods)[number]
export type ApprovalRpcMethod = (typeof approvalRpcMethods)[number]
export type KernelRpcMethod = (typeof kernelRpcMethods)[number]
/** `safe` runs directly, `approval` needs the approval step, `kernel` is answered by the kernel, else `rejected`. */
export type RpcMethodClass = 'safe' | 'approval' | 'kernel' | 'rejected'

const solanaMethod = (method: string) => method.startsWith('solana_')
const eip155Method = (method: string) => !solanaMethod(method)

/**
 * SPEC.md §6 and §7 per built-in namespace: a method counts only for the namespace it belongs to, so a `solana_*`
 * method asked of eip155 (or an `eth_*` method asked of Solana) is rejected. bip122 and polkadot share the session
 * methods. The built-in namespace definitions declare these lists, as a registered namespace declares its own.
 */
export const builtinNamespaceRpcMethods = {
  eip155: {
    readOnly: safeRpcMethods.filter(eip155Method),
    approval: approvalRpcMethods.filter(eip155Method),
  },
  solana: {
    readOnly: safeRpcMethods.filter(solanaMethod),
    approval: approvalRpcMethods.filter(solanaMethod),
  },
  bip122: { readOnly: bip122SafeRpcMethods, approval: bip122ApprovalRpcMethods },
  polkadot: { readOnly: bip122SafeRpcMethods, approval: bip122ApprovalRpcMethods },
} as const satisfies Record<
  BuiltinChainNamespace,
  { readOnly: readonly string[]; approval: readonly string[] }
>

const methodsByNamespace: Record<
  BuiltinChainNamespace,
  Record<Exclude<RpcMethodClass, 'rejected'>, ReadonlySet<string>>
> = {
  eip155: {
    safe: new Set(builtinNamespaceRpcMethods.eip155.readOnly),
    approval: new Set(builtinNamespaceRpcMethods.eip155.approval),
    kernel: new Set(kernelRpcMethods.filter(eip155Method)),
  },
  solana: {
    safe: new Set(builtinNamespaceRpcMethods.solana.readOnly),
    approval: new Set(builtinNamespaceRpcMethods.solana.approval),
    kernel: new Set(kernelRpcMethods.filter(solanaMethod)),
  },
  bip122: sessionRpcMethods,
  polkadot: sessionRpcMethods,
}

const noKernelMethods: ReadonlySet<string> = new Set()

/**
 * Classifies `method` as asked of `namespace` (SPEC.md §6): a built-in namespace's lists, or the ones a registered
 * namespace declared (it has no kernel-answered methods). A method of another namespace is `rejected`.
 */
export function classifyRpcMethod(method: string, namespace: ChainNamespace): RpcMethodClass {
  const registered = registeredChainNamespaces.get(namespace)
  const methods = Object.hasOwn(methodsByNamespace, namespace)
    ? methodsByNamespace[namespace as BuiltinChainNamespace]
    : registered && { safe: registered.readOnly, approval: registered.approval, kernel: noKernelMethods }
  if (!methods) return 'rejected'
  if (methods.safe.has(method)) return 'safe'
  if (methods.approval.has(method)) return 'approval'
  if (methods.kernel.has(method)) return 'kernel'
  return 'rejected'
}
