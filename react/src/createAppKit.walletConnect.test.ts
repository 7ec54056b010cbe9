import { LazyUniversalAdapter } from '@foyer/adapter-universal/lazy'
import { getConnectors } from '@foyer/core'
import { bitcoin, mainnet, polkadot, solana } from '@foyer/core/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { type AppKit, createAppKit } from './createAppKit.js'
import { createTestAdapter, testAddress } from './createAppKit.test-utils.js'

const created: AppKit[] = []
afterEach(() => {
  for (const appKit of created.splice(0)) appKit.destroy()
})

function make(parameters: Parameters<typeof createAppKit>[0]): AppKit {
  const appKit = createAppKit(parameters)
  created.push(appKit)
  return appKit
}

const walletConnectIn = (appKit: AppKit) =>
  getConnectors(appKit.kernel)
    .filter((connector) => connector.type === 'WALLET_CONNECT')
    .map((connector) => connector.namespace)

describe('createAppKit: WalletConnect from projectId alone', () => {
  it("with no adapters (AppKit's basic mode) offers WalletConnect in every namespace it serves, nothing loaded", () => {
    const appKit = make({ projectId: 'p', networks: [mainnet, solana, bitcoin, polkadot] })
    expect(walletConnectIn(appKit)).toEqual(['eip155', 'solana', 'bip122'])
    const [adapter] = appKit.kernel.adapters
    expect(adapter).toBeInstanceOf(LazyUniversalAdapter)
    expect((adapter as LazyUniversalAdapter).loaded).toBe(false)
  })

  it('beside an adapter, adds WalletConnect in that namespace; a given UniversalAdapter or enableWalletConnect: false adds none', () => {
    const wallet = { address: testAddress, chainId: 1, calls: [] }
    const beside = make({ projectId: 'p', networks: [mainnet], adapters: [createTestAdapter(wallet)] })
    expect(walletConnectIn(beside)).toEqual(['eip155'])
    expect(beside.kernel.adapters.map((adapter) => adapter.adapterType)).toEqual(['wagmi', 'universal'])

    const off = make({
      projectId: 'p',
      networks: [mainnet],
      adapters: [createTestAdapter(wallet)],
      enableWalletConnect: false,
    })
    expect(walletConnectIn(off)).toEqual([])
    expect(off.kernel.adapters).toHaveLength(1)

    const own = new LazyUniversalAdapter({ networks: [mainnet], relayUrl: 'ws://127.0.0.1:9' })
    const given = make({ projectId: 'p', networks: [mainnet], adapters: [createTestAdapter(wallet), own] })
    expect(given.kernel.adapters.filter((adapter) => adapter.adapterType === 'universal')).toEqual([own])
  })

  it('refuses a relayUrl that is not a WebSocket URL, naming it', () => {
    expect(() => make({ projectId: 'p', networks: [mainnet], relayUrl: 'https://relay.example' })).toThrow(
      'Invalid option `relayUrl`.',
    )
  })
})
