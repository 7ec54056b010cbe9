import { describe, expect, it } from 'vitest'
import { approvalRpcMethods, classifyRpcMethod } from './rpcMethods.js'
import { validateRpcParams } from './validateRpcParams.js'

describe('classifyRpcMethod', () => {
  it.each([
    'eth_call',
    'eth_getBalance',
    'eth_chainId',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_getAssets',
    'eth_sendRawTransaction',
  ])('%s is safe', (method) => expect(classifyRpcMethod(method)).toBe('safe'))
  it.each([...approvalRpcMethods])('%s needs approval', (method) => {
    expect(classifyRpcMethod(method)).toBe('approval')
  })
  it.each(['eth_sign', 'eth_signTypedData', 'debug_traceTransaction', '', 'PERSONAL_SIGN'])(
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
  it('ignores methods it has no rule for', () => {
    expect(() => validateRpcParams('eth_call', 'anything')).not.toThrow()
  })
})
