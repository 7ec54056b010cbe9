// @vitest-environment jsdom
import { InvalidOptionsError } from '@foyer/core'
import { createAppKit } from '@foyer/react'
import { arbitrum, mainnet, zora } from '@foyer/react/networks'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createBasicExample } from './basicExample.js'
import {
  AccountInfo,
  Buttons,
  Connections,
  HeadlessWallets,
  ModalControls,
  metadata,
  projectId,
} from './documentedUsages.js'
import { createEthers5Example, createEthersExample, Ethers5Sign, EthersBalance } from './ethersExample.js'
import { createSolanaExample, SolanaActions } from './solanaExample.js'
import { createWagmiExample, WagmiActions, WagmiProviders } from './wagmiExample.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe("AppKit's documented React usage, imports changed", () => {
  it('the wagmi example renders the documented hooks and components, and the modal object answers', async () => {
    const { modal, wagmiAdapter, queryClient } = createWagmiExample({ apiUrl: 'http://127.0.0.1:9/' })
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    cleanups.push(() => {
      act(() => {
        root.unmount()
        modal.destroy()
      })
      container.remove()
    })
    await act(async () => {
      root.render(
        <WagmiProviders wagmiAdapter={wagmiAdapter} queryClient={queryClient}>
          <ModalControls />
          <AccountInfo />
          <Connections />
          <Buttons />
          <HeadlessWallets />
          <WagmiActions />
        </WagmiProviders>,
      )
    })
    await modal.ready()
    const account = JSON.parse(container.querySelector('[data-testid="account"]')?.textContent ?? '{}')
    expect(account).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      network: mainnet.name,
      chainId: 1,
    })
    expect(container.querySelectorAll('button').length).toBeGreaterThan(5)
    expect(container.textContent).toContain('Connect Wallet')

    expect(modal.getIsConnectedState()).toBe(false)
    expect(modal.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:42161',
    ])
    expect(modal.getCaipNetworkId()).toBe(1)
    expect(modal.getActiveChainNamespace()).toBe('eip155')
    expect(modal.getWalletProvider()).toBeNull()
    expect(modal.getError()).toBe('')
    expect(modal.isOpen()).toBe(false)
    expect(modal.getConnections('eip155')).toEqual([])

    const changes: (string | number | undefined)[] = []
    const stop = modal.subscribeCaipNetworkChange((network) => changes.push(network?.id))
    await act(() => modal.switchNetwork(arbitrum))
    stop()
    expect(changes).toEqual([42161])
    expect(JSON.parse(container.querySelector('[data-testid="account"]')?.textContent ?? '{}').chainId).toBe(
      42161,
    )

    modal.updateFeatures({ swaps: false, walletFeaturesOrder: ['receive', 'send'] })
    expect(modal.getFeatures()).toMatchObject({
      swaps: false,
      onramp: true,
      walletFeaturesOrder: ['receive', 'send'],
    })
    expect(() => modal.updateFeatures({ swaps: 'yes' as unknown as boolean })).toThrow(InvalidOptionsError)
    expect(() => modal.updateFeatures({ swaps: 'yes' as unknown as boolean })).toThrow(/features\.swaps/)
    expect(modal.getFeatures().swaps).toBe(false)
  })

  it('takes a plain viem chain as an EVM network, as AppKit does', () => {
    const modal = createAppKit({ networks: [zora, mainnet], projectId, metadata, adapters: [] })
    cleanups.push(() => modal.destroy())
    expect(modal.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual([
      'eip155:7777777',
      'eip155:1',
    ])
    expect(() => modal.addNetwork('solana', arbitrum)).toThrow(/namespace eip155/)
  })

  it.each([
    {
      example: 'ethers',
      create: createEthersExample,
      App: EthersBalance,
      networks: ['eip155:1', 'eip155:11155111'],
      namespace: 'eip155',
    },
    {
      example: 'ethers5',
      create: createEthers5Example,
      App: Ethers5Sign,
      networks: ['eip155:1'],
      namespace: 'eip155',
    },
    {
      example: 'Solana',
      create: createSolanaExample,
      App: SolanaActions,
      networks: [
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      ],
      namespace: 'solana',
    },
  ])(
    'the $example example renders its actions beside the documented hooks and components',
    async ({ create, App, networks, namespace }) => {
      const modal = create({ apiUrl: 'http://127.0.0.1:9/' })
      const container = document.createElement('div')
      document.body.append(container)
      const root = createRoot(container)
      cleanups.push(() => {
        act(() => {
          root.unmount()
          modal.destroy()
        })
        container.remove()
      })
      await act(async () => {
        root.render(
          <>
            <ModalControls />
            <AccountInfo />
            <Buttons />
            <App />
          </>,
        )
      })
      await act(() => modal.ready())
      expect(modal.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual(networks)
      expect(modal.getActiveChainNamespace()).toBe(namespace)
      expect(
        JSON.parse(container.querySelector('[data-testid="account"]')?.textContent ?? '{}'),
      ).toMatchObject({
        isConnected: false,
        status: 'disconnected',
      })
      expect(container.textContent).toContain('Connect Wallet')
      expect(modal.getWalletProvider()).toBeNull()
    },
  )

  it('the basic example (no adapters) serves every namespace of its networks through WalletConnect', async () => {
    const modal = createBasicExample({ apiUrl: 'http://127.0.0.1:9/', relayUrl: 'ws://127.0.0.1:9' })
    cleanups.push(() => modal.destroy())
    await modal.ready()
    expect(new Set(modal.getCaipNetworks().map((network) => network.chainNamespace))).toEqual(
      new Set(['eip155', 'solana', 'bip122']),
    )
    expect(modal.getIsConnectedState()).toBe(false)
  })
})
