import { describe, expect, it } from 'vitest'
import * as exported from '../../exports/networks.js'
import { defineChain } from '../defineChain.js'

function unfrozenPaths(value: unknown, path: string): string[] {
  if (typeof value !== 'object' || value === null) return []
  const own = Object.isFrozen(value) ? [] : [path]
  return [...own, ...Object.entries(value).flatMap(([key, entry]) => unfrozenPaths(entry, `${path}.${key}`))]
}

describe('the exported network objects', () => {
  it('are deeply frozen: no module can point a shared network at another RPC or explorer', () => {
    const networks = Object.entries(exported).filter(
      ([, value]) => typeof value === 'object' && value !== null && 'caipNetworkId' in value,
    )
    expect(networks.length).toBeGreaterThanOrEqual(13)
    for (const [name, network] of networks) expect(unfrozenPaths(network, name)).toEqual([])
    expect(() => {
      ;(exported.mainnet.rpcUrls.default.http as unknown as string[])[0] = 'https://evil.example'
    }).toThrow(TypeError)
    expect(exported.mainnet.rpcUrls.default.http[0]).not.toBe('https://evil.example')
  })

  it('defineChain freezes the network it defines', () => {
    const network = defineChain({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    expect(unfrozenPaths(network, 'network')).toEqual([])
  })
})
