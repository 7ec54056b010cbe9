import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'

const base = {
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'abcDEF123456',
  issuedAt: '2026-11-24T10:00:00.000Z',
}

describe('formatSiwxMessage, read back by independent implementations', () => {
  it('writes EIP-4361 that viem parses field by field and validates', () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const text = formatSiwxMessage({
      ...base,
      accountAddress: account.address.toLowerCase(),
      chainId: 'eip155:8453',
      statement: 'Sign in to Acme',
      expirationTime: '2026-11-25T10:00:00.000Z',
      notBefore: '2026-11-24T09:00:00.000Z',
      requestId: 'req-7',
      resources: ['https://app.example/terms', 'ipfs://bafy'],
    })
    const parsed = parseSiweMessage(text)
    expect(parsed).toMatchObject({
      domain: 'app.example',
      address: getAddress(account.address),
      statement: 'Sign in to Acme',
      uri: 'https://app.example/login',
      version: '1',
      chainId: 8453,
      nonce: 'abcDEF123456',
      requestId: 'req-7',
      resources: ['https://app.example/terms', 'ipfs://bafy'],
    })
    expect(parsed.issuedAt?.toISOString()).toBe('2026-11-24T10:00:00.000Z')
    expect(parsed.expirationTime?.toISOString()).toBe('2026-11-25T10:00:00.000Z')
    expect(parsed.notBefore?.toISOString()).toBe('2026-11-24T09:00:00.000Z')
    expect(
      validateSiweMessage({ message: parsed, domain: 'app.example', time: new Date('2026-11-24T12:00:00Z') }),
    ).toBe(true)
    expect(validateSiweMessage({ message: parsed, time: new Date('2026-11-26T00:00:00Z') })).toBe(false)
  })

  it('writes a message without a statement that viem still parses', () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const parsed = parseSiweMessage(
      formatSiwxMessage({ ...base, accountAddress: account.address, chainId: 'eip155:1' }),
    )
    expect(parsed).toMatchObject({ address: account.address, chainId: 1, nonce: 'abcDEF123456' })
    expect(parsed.statement).toBeUndefined()
  })

  it('writes the Solana (CAIP-122) form, whose ed25519 signature @noble verifies', () => {
    const secret = ed25519.utils.randomSecretKey()
    const publicKey = ed25519.getPublicKey(secret)
    const address = base58.encode(publicKey)
    const text = formatSiwxMessage({
      ...base,
      accountAddress: address,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      statement: 'Sign in to Acme',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.example wants you to sign in with your Solana account:',
      address,
    ])
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
    const signature = ed25519.sign(new TextEncoder().encode(text), secret)
    expect(ed25519.verify(signature, new TextEncoder().encode(text), base58.decode(address))).toBe(true)
  })

  it('refuses a statement (or another field) with a line break, which could forge fields', () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const solana = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
    for (const [accountAddress, chainId] of [
      [account.address, 'eip155:1'],
      [solana, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ] as const) {
      for (const statement of [
        'Sign in\n\nURI: https://evil.example',
        'Sign in\rURI: https://evil.example',
        'Sign in\u2028URI: https://evil.example',
      ]) {
        expect(() => formatSiwxMessage({ ...base, accountAddress, chainId, statement })).toThrow(
          'Invalid sign-in message field "statement"',
        )
      }
      expect(() =>
        formatSiwxMessage({ ...base, accountAddress, chainId, uri: 'https://app.example/\nVersion: 2' }),
      ).toThrow('Invalid sign-in message field "uri"')
      expect(() =>
        formatSiwxMessage({ ...base, accountAddress, chainId, domain: 'evil.example wants' }),
      ).toThrow('Invalid sign-in message field "domain"')
    }
  })

  it("writes EIP-4361 exactly as viem's createSiweMessage does", () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const text = formatSiwxMessage({ ...base, accountAddress: account.address, chainId: 'eip155:1' })
    expect(text).toBe(
      createSiweMessage({
        address: account.address,
        chainId: 1,
        domain: base.domain,
        uri: base.uri,
        version: '1',
        nonce: base.nonce,
        issuedAt: new Date(base.issuedAt),
      }),
    )
  })

  it('refuses a network without a sign-in form', () => {
    expect(() =>
      formatSiwxMessage({ ...base, accountAddress: 'x', chainId: 'bip122:000000000019d6689c085ae165831e93' }),
    ).toThrow('Sign-in is not supported on bip122:000000000019d6689c085ae165831e93')
  })
})
