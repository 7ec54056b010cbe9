import { describe, expect, it } from 'vitest'
import { walletErrorCodes } from './walletErrorCodes.js'

describe('walletErrorCodes', () => {
  it('holds the wallet error codes of the spec', () => {
    expect(walletErrorCodes).toEqual({ unrecognizedChainId: 4902, default: 5000, invalidChainId: 32603 })
  })
})
