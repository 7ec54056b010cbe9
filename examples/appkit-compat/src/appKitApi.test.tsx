// @vitest-environment jsdom
import { InvalidOptionsError } from '@foyer/core'
import { createAppKit } from '@foyer/react'
import { arbitrum, mainnet, zora } from '@foyer/react/networks'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import {
  AccountInfo,
  Buttons,
  Connections,
  HeadlessWallets,
  ModalControls,
  metadata,
  projectId,
} from './documentedUsages.js'
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
      act(() => root.unmount())
      container.remove()
      modal.destroy()
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
})
