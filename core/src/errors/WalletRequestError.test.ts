import { describe, expect, it } from 'vitest'
import { WalletRequestError, walletErrorCodes } from './adapter.js'
import { UserRejectedRequestError } from './rpc.js'

describe('WalletRequestError', () => {
  it("keeps the wallet's first message line, code and method", () => {
    const cause = Object.assign(new Error('execution reverted\nat line 3'), { code: -32000 })
    const error = new WalletRequestError({ method: 'eth_sendTransaction', namespace: 'eip155', cause })
    expect(error).toMatchObject({
      name: 'WalletRequestError',
      shortMessage: 'execution reverted',
      code: -32000,
      method: 'eth_sendTransaction',
      namespace: 'eip155',
      details: 'The wallet failed "eth_sendTransaction".',
      cause,
    })
  })

  it('takes a code found deeper in the cause and names the link it went over', () => {
    const error = new WalletRequestError({
      method: 'solana_signMessage',
      cause: {},
      code: 5100,
      via: 'WalletConnect',
    })
    expect(error).toMatchObject({ shortMessage: 'An error occurred', code: 5100 })
    expect(error.details).toBe('The wallet failed "solana_signMessage" over WalletConnect.')
  })
})

describe('UserRejectedRequestError', () => {
  it('says where the user declined and keeps the cause', () => {
    const cause = Object.assign(new Error('User denied.'), { code: 4001 })
    const inWallet = new UserRejectedRequestError({
      method: 'personal_sign',
      namespace: 'eip155',
      declinedIn: 'wallet',
      cause,
    })
    expect(inWallet).toMatchObject({
      shortMessage: 'User rejected the request.',
      code: 4001,
      namespace: 'eip155',
      cause,
    })
    expect(inWallet.details).toBe('The wallet declined "personal_sign".')
    const inApproval = new UserRejectedRequestError({ method: 'eth_sendTransaction' })
    expect(inApproval.details).toBe('The request "eth_sendTransaction" was declined in the approval step.')
    expect(inApproval.cause).toBeUndefined()
  })
})

describe('walletErrorCodes', () => {
  it('holds the wallet error codes of the spec', () => {
    expect(walletErrorCodes).toEqual({ unrecognizedChainId: 4902, default: 5000, invalidChainId: 32603 })
  })
})
