import { describe, expect, it } from 'vitest'
import { accountTypes } from './accountTypes.js'
import { chainNamespaces, isChainNamespace } from './chainNamespaces.js'
import { getDefaultAccountType } from './getDefaultAccountType.js'

describe('getDefaultAccountType', () => {
  it('gives the SPEC.md §3 default per namespace', () => {
    expect(getDefaultAccountType('eip155')).toBe('smartAccount')
    expect(getDefaultAccountType('solana')).toBe('eoa')
    expect(getDefaultAccountType('polkadot')).toBe('eoa')
    expect(getDefaultAccountType('bip122')).toBe('payment')
  })

  it('covers every namespace with a known account type', () => {
    const known = Object.values(accountTypes) as string[]
    for (const namespace of chainNamespaces) expect(known).toContain(getDefaultAccountType(namespace))
  })
})

describe('isChainNamespace', () => {
  it('knows the four namespaces and nothing else', () => {
    expect(chainNamespaces).toEqual(['eip155', 'solana', 'polkadot', 'bip122'])
    expect(isChainNamespace('solana')).toBe(true)
    expect(isChainNamespace('cosmos')).toBe(false)
    expect(isChainNamespace(undefined)).toBe(false)
  })
})
