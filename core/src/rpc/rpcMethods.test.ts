import { describe, expect, it } from 'vitest'
import { classifyRpcMethod } from './rpcMethods.js'
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

describe('classifyRpcMethod', () => {
  it.each(specSafe)('%s is safe', (method) => expect(classifyRpcMethod(method)).toBe('safe'))
  it.each(specApproval)('%s needs approval', (method) => {
    expect(classifyRpcMethod(method)).toBe('approval')
  })
  it.each(movesTheWallet)('%s is answered by the kernel, never sent raw', (method) => {
    expect(classifyRpcMethod(method)).toBe('kernel')
  })
  it('classifies the bip122 methods of SPEC.md §7, for bip122 only', () => {
    for (const method of ['sendTransfer', 'signMessage', 'signPsbt']) {
      expect(classifyRpcMethod(method, 'bip122')).toBe('approval')
      expect(classifyRpcMethod(method, 'eip155')).toBe('rejected')
    }
    expect(classifyRpcMethod('getAccountAddresses', 'bip122')).toBe('safe')
    expect(classifyRpcMethod('getAccountAddresses', 'solana')).toBe('rejected')
  })
  it.each(['eth_sign', 'eth_signTypedData', 'debug_traceTransaction', '', 'PERSONAL_SIGN', 'toString'])(
    '%s is rejected',
    (method) => {
      expect(classifyRpcMethod(method)).toBe('rejected')
    },
  )
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
