import { describe, expect, it } from 'vitest'
import { type BuiltinChainNamespace, type ChainNamespace, chainNamespaces } from '../caip/chainNamespaces.js'
import { classifyRpcMethod, type RpcMethodClass } from './rpcMethods.js'
import { validateRpcParams } from './validateRpcParams.js'

// SPEC.md §6 and §7, written out: the test must not read the lists it checks.
const specSafe = [
  'eth_call',
  'eth_getBalance',
  'eth_chainId',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_sendRawTransaction',
  'eth_accounts',
  'eth_blockNumber',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
  'solana_getAccounts',
]
const specApproval = [
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
]
/** They move the wallet: the kernel answers them through switchNetwork or the connection. */
const movesTheWallet = [
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_requestAccounts',
  'solana_requestAccounts',
]

const bip122Safe = ['getAccountAddresses', 'estimateTransferFee']
const bip122Approval = ['sendTransfer', 'signMessage', 'signPsbt']
const isSolana = (method: string) => method.startsWith('solana_')

/** Every namespace, every listed method: what it is when asked of that namespace. */
const table: Record<BuiltinChainNamespace, Record<string, RpcMethodClass>> = {
  eip155: {},
  solana: {},
  bip122: {},
  polkadot: {},
}
for (const [methods, kind] of [
  [specSafe, 'safe'],
  [specApproval, 'approval'],
  [movesTheWallet, 'kernel'],
] as const) {
  for (const method of methods) {
    table.eip155[method] = isSolana(method) ? 'rejected' : kind
    table.solana[method] = isSolana(method) ? kind : 'rejected'
    table.bip122[method] = 'rejected'
    table.polkadot[method] = 'rejected'
  }
}
for (const [methods, kind] of [
  [bip122Safe, 'safe'],
  [bip122Approval, 'approval'],
] as const) {
  for (const method of methods) {
    // The polkadot adapter answers the same session methods (its transfer and fee quote among them).
    table.bip122[method] = kind
    table.polkadot[method] = kind
    table.eip155[method] = 'rejected'
    table.solana[method] = 'rejected'
  }
}
// The extension's signing stays with the adapter: the kernel refuses it.
for (const method of ['polkadot_signMessage', 'polkadot_signTransaction']) table.polkadot[method] = 'rejected'
const unknown = ['eth_sign', 'eth_signTypedData', 'debug_traceTransaction', '', 'PERSONAL_SIGN', 'toString']
for (const namespace of chainNamespaces) {
  for (const method of unknown) table[namespace][method] = 'rejected'
}
const rows = chainNamespaces.flatMap((namespace) =>
  Object.entries(table[namespace]).map(([method, kind]) => [namespace, method, kind] as const),
)

describe('classifyRpcMethod', () => {
  it.each(rows)('%s: %s is %s', (namespace, method, kind) => {
    expect(classifyRpcMethod(method, namespace)).toBe(kind)
  })
  it('a method of one namespace asked of another is rejected', () => {
    expect(classifyRpcMethod('solana_signMessage', 'eip155')).toBe('rejected')
    expect(classifyRpcMethod('solana_requestAccounts', 'eip155')).toBe('rejected')
    expect(classifyRpcMethod('personal_sign', 'solana')).toBe('rejected')
    expect(classifyRpcMethod('eth_sendTransaction', 'bip122')).toBe('rejected')
    expect(classifyRpcMethod('signPsbt', 'eip155')).toBe('rejected')
  })
  it('an unknown namespace rejects everything', () => {
    expect(classifyRpcMethod('eth_call', 'cosmos' as ChainNamespace)).toBe('rejected')
    expect(classifyRpcMethod('eth_call', '__proto__' as ChainNamespace)).toBe('rejected')
  })
})

describe('validateRpcParams', () => {
  it('accepts wallet_sendCalls whose calls have 0x targets and data', () => {
    expect(() =>
      validateRpcParams('wallet_sendCalls', [{ calls: [{ to: '0xabc', data: '0x12' }, { to: '0xdef' }] }]),
    ).not.toThrow()
  })
  it('rejects a call whose `to` does not start with 0x, naming the field', () => {
    expect(() => validateRpcParams('wallet_sendCalls', [{ calls: [{ to: 'abc' }] }])).toThrowError(
      /calls\[0\]\.to|calls.0.to/,
    )
  })
  it('rejects data without the 0x prefix', () => {
    expect(() =>
      validateRpcParams('wallet_sendCalls', [{ calls: [{ to: '0x1', data: 'ff' }] }]),
    ).toThrowError(/data/)
  })
  it('wants a hex chain id for a chain switch or add', () => {
    expect(() => validateRpcParams('wallet_switchEthereumChain', [{ chainId: '0x1' }])).not.toThrow()
    expect(() => validateRpcParams('wallet_addEthereumChain', [{ chainId: 1 }])).toThrowError(/chainId/)
    expect(() => validateRpcParams('wallet_switchEthereumChain', [])).toThrowError(/Invalid parameters/)
  })
  it('ignores methods it has no rule for', () => {
    expect(() => validateRpcParams('eth_call', 'anything')).not.toThrow()
  })
})
