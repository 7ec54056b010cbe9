import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation.js'
import type { CaipNetwork } from './CaipNetwork.js'
import { caipNetworkSchema } from './caipNetworkSchema.js'
import { mainnet } from './definitions/mainnet.js'
import { solana } from './definitions/solana.js'
import { parseCaipNetworks } from './parseCaipNetworks.js'

function firstProblem(value: unknown): { path: string; message: string } {
  const result = caipNetworkSchema.safeParse(value)
  if (result.success) throw new Error('expected a failure')
  const issue = result.error.issues[0]
  return { path: issue?.path.join('.') ?? '', message: issue?.message ?? '' }
}

describe('caipNetworkSchema', () => {
  it('accepts a defined network and keeps extra fields', () => {
    const extended = { ...mainnet, fees: { baseFeeMultiplier: 1.2 } }
    expect(caipNetworkSchema.parse(extended)).toEqual(extended)
  })

  it('accepts a local network on 127.0.0.1', () => {
    const local: CaipNetwork<'eip155'> = {
      ...mainnet,
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    }
    expect(caipNetworkSchema.safeParse(local).success).toBe(true)
  })

  it.each([
    ['a missing name', { ...mainnet, name: undefined }, 'name'],
    ['an unknown namespace', { ...mainnet, chainNamespace: 'cosmos' }, 'chainNamespace'],
    ['a bad CAIP id', { ...mainnet, caipNetworkId: 'eip155' }, 'caipNetworkId'],
    ['a CAIP id of another namespace', { ...mainnet, caipNetworkId: 'solana:1' }, 'caipNetworkId'],
    ['a CAIP id of another chain', { ...mainnet, caipNetworkId: 'eip155:2' }, 'caipNetworkId'],
    ['a string id on EVM', { ...mainnet, id: '1' }, 'id'],
    [
      'negative decimals',
      { ...mainnet, nativeCurrency: { ...mainnet.nativeCurrency, decimals: -1 } },
      'nativeCurrency.decimals',
    ],
    ['no RPC URL', { ...mainnet, rpcUrls: { default: { http: [] } } }, 'rpcUrls.default.http'],
    [
      'a non-http RPC URL',
      { ...mainnet, rpcUrls: { default: { http: ['ftp://x.test'] } } },
      'rpcUrls.default.http.0',
    ],
    [
      'a bad explorer URL',
      { ...mainnet, blockExplorers: { default: { name: 'X', url: 'nope' } } },
      'blockExplorers.default.url',
    ],
    [
      'a bad multicall3 address',
      { ...mainnet, contracts: { multicall3: { address: '0x12' } } },
      'contracts.multicall3.address',
    ],
    [
      'a deprecated id of another namespace',
      { ...solana, deprecatedCaipNetworkId: 'eip155:1' },
      'deprecatedCaipNetworkId',
    ],
  ])('rejects %s, naming the field', (_, value, path) => {
    expect(firstProblem(value).path).toBe(path)
  })

  it('explains a CAIP id mismatch', () => {
    expect(firstProblem({ ...mainnet, caipNetworkId: 'eip155:2' }).message).toBe(
      'Expected the reference to equal id "1", got "2"',
    )
  })
})

describe('parseCaipNetworks', () => {
  it('throws a ValidationError naming the network index and field', () => {
    const bad = { ...solana, nativeCurrency: { name: 'Solana', symbol: '', decimals: 9 } }
    expect(() => parseCaipNetworks([mainnet, bad])).toThrow(ValidationError)
    expect(() => parseCaipNetworks([mainnet, bad])).toThrow(
      /^Invalid networks at "\[1\]\.nativeCurrency\.symbol"/,
    )
  })

  it('rejects a non-array', () => {
    expect(() => parseCaipNetworks(mainnet)).toThrow(/^Invalid networks: /)
  })
})
