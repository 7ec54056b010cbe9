import { describe, expect, expectTypeOf, it } from 'vitest'
import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import { multicall3Address } from '../defineChain.js'
import * as networks from '../index.js'
import { parseCaipNetworks } from '../parseCaipNetworks.js'

const all = [
  networks.mainnet,
  networks.arbitrum,
  networks.base,
  networks.baseSepolia,
  networks.sepolia,
  networks.optimism,
  networks.polygon,
  networks.solana,
  networks.solanaDevnet,
  networks.solanaTestnet,
  networks.bitcoin,
  networks.bitcoinTestnet,
  networks.polkadot,
]

describe('network definitions', () => {
  it('use the real CAIP-2 ids', () => {
    expect(Object.fromEntries(all.map((network) => [network.name, network.caipNetworkId]))).toEqual({
      Ethereum: 'eip155:1',
      'Arbitrum One': 'eip155:42161',
      Base: 'eip155:8453',
      'Base Sepolia': 'eip155:84532',
      Sepolia: 'eip155:11155111',
      'OP Mainnet': 'eip155:10',
      Polygon: 'eip155:137',
      Solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Solana Devnet': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'Solana Testnet': 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      Bitcoin: 'bip122:000000000019d6689c085ae165831e93',
      'Bitcoin Testnet': 'bip122:000000000933ea01ad0ee984209779ba',
      Polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    })
  })

  it('keep the deprecated Solana ids on mainnet and devnet only', () => {
    expect(networks.solana.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
    expect(networks.solanaDevnet.deprecatedCaipNetworkId).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
    expect(all.filter((network) => 'deprecatedCaipNetworkId' in network)).toHaveLength(2)
  })

  it('agree with themselves: namespace, id and CAIP-2 reference', () => {
    for (const network of all) {
      const parsed = parseCaipNetworkId(network.caipNetworkId)
      expect(parsed.chainNamespace).toBe(network.chainNamespace)
      expect(parsed.chainId).toBe(String(network.id))
    }
  })

  it('each have an image id of their own for the Wallet API (the host may give another)', () => {
    const ids = all.map((network) => networks.getNetworkImageId(network))
    expect(ids.every((id) => typeof id === 'string' && /^[a-z0-9-]+$/.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(all.length)
    expect(networks.getNetworkImageId({ ...networks.mainnet, assets: { imageId: 'host-eth' } })).toBe(
      'host-eth',
    )
    expect(networks.getNetworkImageId({ caipNetworkId: 'eip155:31337' })).toBeUndefined()
  })

  it('pass the host-network schema', () => {
    expect(parseCaipNetworks(all)).toEqual(all)
  })

  it('share the multicall3 address on every EVM chain', () => {
    const evm = all.filter((network) => network.chainNamespace === 'eip155')
    expect(evm).toHaveLength(7)
    for (const network of evm) expect(network.contracts?.multicall3.address).toBe(multicall3Address)
    expect(multicall3Address).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
  })

  it('mark testnets', () => {
    expect(all.filter((network) => network.testnet).map((network) => network.name)).toEqual([
      'Base Sepolia',
      'Sepolia',
      'Solana Devnet',
      'Solana Testnet',
      'Bitcoin Testnet',
    ])
  })

  it('offer the EVM networks AppKit apps import by name, each consistent and with an image of its own', () => {
    const exported = Object.values(networks).filter(
      (value): value is (typeof all)[number] =>
        typeof value === 'object' && value !== null && 'caipNetworkId' in value,
    )
    const evm = exported.filter((network) => network.chainNamespace === 'eip155')
    expect(evm.length).toBeGreaterThanOrEqual(47)
    for (const name of [
      'avalanche',
      'bsc',
      'gnosis',
      'zksync',
      'linea',
      'scroll',
      'celo',
      'zora',
      'polygonAmoy',
    ])
      expect(networks).toHaveProperty(name)
    expect(parseCaipNetworks(exported)).toEqual(exported)
    for (const network of evm) {
      expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
      expect(network.contracts?.multicall3?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    }
    expect(new Set(exported.map((network) => network.caipNetworkId)).size).toBe(exported.length)
    const imageIds = exported.map((network) => networks.getNetworkImageId(network))
    expect(imageIds.filter((id) => id === undefined)).toEqual([])
    expect(new Set(imageIds).size).toBe(exported.length)
    expect(networks.zksync.contracts.multicall3.address).toBe('0xF9cda624FBC7e059355ce98a31693d299FACd963')
  })

  it('keep literal types through defineChain', () => {
    expectTypeOf(networks.mainnet.id).toEqualTypeOf<1>()
    expectTypeOf(networks.solana.caipNetworkId).toEqualTypeOf<'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'>()
  })
})
