import { getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { writeSiwxMessage } from './writeSiwxMessage.js'

const base = {
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'abcDEF123456',
  issuedAt: '2026-11-24T10:00:00Z',
  chainId: 'eip155:1',
}

describe('writeSiwxMessage', () => {
  it('writes what formatSiwxMessage writes for an address already in its EIP-55 form', () => {
    const { address } = privateKeyToAccount(generatePrivateKey())
    const data = {
      ...base,
      accountAddress: address,
      statement: 'Sign in to Acme',
      resources: ['ipfs://bafy'],
    }
    expect(writeSiwxMessage(data)).toBe(formatSiwxMessage(data))
    expect(writeSiwxMessage(data)).toContain('\nIssued At: 2026-11-24T10:00:00.000Z')
  })

  it('writes an EVM address as given, and refuses one that is not 20 bytes of hex', () => {
    const { address } = privateKeyToAccount(generatePrivateKey())
    const lower = address.toLowerCase()
    expect(writeSiwxMessage({ ...base, accountAddress: lower }).split('\n')[1]).toBe(lower)
    expect(formatSiwxMessage({ ...base, accountAddress: lower }).split('\n')[1]).toBe(getAddress(address))
    expect(() => writeSiwxMessage({ ...base, accountAddress: `${address}00` })).toThrow(
      'Invalid sign-in message field "accountAddress"',
    )
  })
})
