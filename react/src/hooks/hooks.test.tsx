// @vitest-environment jsdom
import { type Connector, connect, defineAdapter, showSnackbar, UnknownThemeVariableError } from '@foyer/core'
import { mainnet, sepolia, solana } from '@foyer/core/networks'
import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createTestAdapter,
  createTestAppKit,
  type TestWallet,
  testAddress,
  testConnector,
} from '../createAppKit.test-utils.js'
import { accessibleName, queryAllByRole } from '../views/testing/renderView.test-utils.js'
import {
  createRegistryWallets,
  startWalletRegistryServer,
} from '../views/testing/startWalletRegistryServer.test-utils.js'
import { useAppKit } from './useAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitBalance } from './useAppKitBalance.js'
import { useAppKitEvents } from './useAppKitEvents.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'
import { useAppKitNetworkCore } from './useAppKitNetworkCore.js'
import { useAppKitProvider } from './useAppKitProvider.js'
import { useAppKitState } from './useAppKitState.js'
import { useAppKitTheme } from './useAppKitTheme.js'
import { useAppKitWallets, WalletConnectUnavailableError } from './useAppKitWallets.js'
import { useDisconnect } from './useDisconnect.js'
import { useResolvedThemeMode } from './useResolvedThemeMode.js'
import { useWalletInfo } from './useWalletInfo.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const solanaAddress = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs'
const phantom: Connector = {
  id: 'app.phantom',
  type: 'ANNOUNCED',
  name: 'Phantom',
  namespace: 'solana',
  imageUrl: 'data:image/png;base64,AA==',
  installed: true,
}

/** createAppKit with an EVM wallet and a Solana wallet, each behind its own adapter. */
function createMultichainAppKit(overrides: Parameters<typeof createTestAppKit>[0] = {}) {
  const evm: TestWallet = { address: testAddress, chainId: 1, calls: [] }
  const sol: TestWallet = { address: solanaAddress, chainId: solana.id, calls: [] }
  const created = createTestAppKit({
    networks: [mainnet, sepolia, solana],
    adapters: [
      createTestAdapter(evm, { connectors: [testConnector] }),
      createTestAdapter(sol, { namespace: 'solana', connectors: [phantom] }),
    ],
    ...overrides,
  })
  cleanups.push(() => act(() => created.appKit.destroy()))
  return { ...created, evm, sol }
}

function HookProbe({ hook, onRender }: { hook: () => unknown; onRender(value: unknown): void }) {
  onRender(hook())
  return null
}

/** Renders `hook` in a component and returns its latest value and render count. */
function renderHook<T>(hook: () => T) {
  const result = { current: undefined as T, renders: 0 }
  const onRender = (value: unknown) => {
    result.current = value as T
    result.renders++
  }
  const container = document.createElement('div')
  const root = createRoot(container)
  act(() => root.render(<HookProbe hook={hook} onRender={onRender} />))
  cleanups.push(() => act(() => root.unmount()))
  return result
}

async function connectTestWallet(kernel: ReturnType<typeof createTestAppKit>['kernel']) {
  await act(() => connect(kernel, { namespace: 'eip155', connectorId: 'io.testwallet' }))
}

describe('hooks', () => {
  it('useAppKitAccount returns the AppKit shape and follows the connection', async () => {
    const { kernel, appKit } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    const account = renderHook(() => useAppKitAccount())
    expect(Object.keys(account.current).sort()).toEqual(
      ['address', 'allAccounts', 'caipAddress', 'embeddedWalletInfo', 'isConnected', 'status'].sort(),
    )
    expect(account.current).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined })
    await connectTestWallet(kernel)
    expect(account.current).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: testAddress,
      caipAddress: `eip155:1:${testAddress}`,
    })
    const renders = account.renders
    act(() => showSnackbar(kernel, { message: 'unrelated', variant: 'success' }))
    expect(account.renders).toBe(renders)
  })

  it('useAppKitNetwork reads and switches the network', async () => {
    const { appKit, wallet, kernel } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    const network = renderHook(() => useAppKitNetwork())
    expect(network.current).toMatchObject({ chainId: 1, caipNetworkId: 'eip155:1' })
    expect(network.current.caipNetwork?.name).toBe('Ethereum')
    await connectTestWallet(kernel)
    await act(() => network.current.switchNetwork(11155111))
    expect(network.current).toMatchObject({ chainId: 11155111, caipNetworkId: 'eip155:11155111' })
    expect(wallet.calls).toContain('switch:eip155:11155111')
  })

  it("useAppKitNetworkCore reads the network in AppKit's read-only shape and follows a switch", async () => {
    const { appKit, kernel } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    const network = renderHook(() => useAppKitNetworkCore())
    expect(Object.keys(network.current).sort()).toEqual(
      ['approvedCaipNetworkIds', 'caipNetwork', 'caipNetworkId', 'chainId', 'supportsAllNetworks'].sort(),
    )
    expect(network.current).toMatchObject({
      chainId: 1,
      caipNetworkId: 'eip155:1',
      supportsAllNetworks: true,
    })
    await connectTestWallet(kernel)
    await act(() => appKit.switchNetwork(sepolia))
    expect(network.current).toMatchObject({ chainId: 11155111, caipNetworkId: 'eip155:11155111' })
  })

  it("useAppKitNetwork({ namespace }) reads that namespace's network, whichever is active", () => {
    createMultichainAppKit()
    const active = renderHook(() => useAppKitNetwork())
    const solanaNetwork = renderHook(() => useAppKitNetwork({ namespace: 'solana' }))
    expect(active.current.caipNetworkId).toBe('eip155:1')
    expect(solanaNetwork.current.caipNetwork?.chainNamespace).toBe('solana')
    expect(solanaNetwork.current.caipNetworkId).toBe(solana.caipNetworkId)
  })

  it('useAppKit opens and closes, useAppKitState follows', async () => {
    const { appKit } = createTestAppKit({ disableAppend: true })
    cleanups.push(() => appKit.destroy())
    const modal = renderHook(() => useAppKit())
    const state = renderHook(() => useAppKitState())
    expect(state.current).toEqual({
      open: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      loading: false,
      initialized: true,
    })
    await act(() => modal.current.open({ view: 'Networks' }))
    expect(state.current.open).toBe(true)
    expect(appKit.kernel.store.getState().router.view).toBe('Networks')
    await act(() => modal.current.close())
    expect(state.current.open).toBe(false)
  })

  it('useAppKitTheme sets mode and variables', () => {
    const { appKit } = createTestAppKit({ themeMode: 'light' })
    cleanups.push(() => appKit.destroy())
    const theme = renderHook(() => useAppKitTheme())
    expect(theme.current.themeMode).toBe('light')
    act(() => theme.current.setThemeMode('dark'))
    act(() => theme.current.setThemeVariables({ '--w3m-accent': '#123456' }))
    expect(theme.current).toMatchObject({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#123456' } })
    expect(appKit.getThemeMode()).toBe('dark')
    expect(document.documentElement.style.getPropertyValue('--foyer-accent')).toBe('#123456')
  })

  it('reports theme variable names that are no token, once each, and applies the rest', () => {
    const warnings: unknown[] = []
    const warn = console.warn
    console.warn = (message: unknown) => void warnings.push(message)
    cleanups.push(() => {
      console.warn = warn
    })
    const { appKit, kernel } = createTestAppKit({
      themeVariables: { '--w3m-acent': '#ff0000', '--apkt-accent': '#00aa00' },
    })
    cleanups.push(() => appKit.destroy())
    expect(document.documentElement.style.getPropertyValue('--foyer-accent')).toBe('#00aa00')
    expect(String(warnings[0])).toContain('Unknown theme variable: --w3m-acent.')
    const errors: UnknownThemeVariableError[] = []
    kernel.events.on('error', ({ error }) => void errors.push(error as UnknownThemeVariableError))
    act(() => appKit.setThemeVariables({ '--foyer-bogus': '1px', '--foyer-light-base': '#fafafa' }))
    act(() => appKit.setThemeVariables({ '--foyer-bogus': '2px' }))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(UnknownThemeVariableError)
    expect(errors[0]?.names).toEqual(['--foyer-bogus'])
    expect(document.documentElement.style.getPropertyValue('--foyer-light-base')).toBe('#fafafa')
    expect(document.documentElement.style.getPropertyValue('--foyer-bogus')).toBe('')
  })

  it('setTheme replaces the mode and every variable', () => {
    const { appKit } = createTestAppKit({ themeVariables: { '--foyer-dark-base': '#000000' } })
    cleanups.push(() => appKit.destroy())
    expect(document.documentElement.style.getPropertyValue('--foyer-dark-base')).toBe('#000000')
    act(() => appKit.setTheme({ themeMode: 'light', themeVariables: { '--foyer-accent': '#2f49b8' } }))
    expect(appKit.getThemeMode()).toBe('light')
    expect(appKit.getThemeVariables()).toEqual({ '--foyer-accent': '#2f49b8' })
    expect(document.documentElement.style.getPropertyValue('--foyer-dark-base')).toBe('')
  })

  it("themeMode 'system' follows prefers-color-scheme live", () => {
    let dark = true
    const listeners = new Set<() => void>()
    const matchMedia = window.matchMedia
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' ? dark : false
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia
    cleanups.push(() => {
      window.matchMedia = matchMedia
    })
    const { appKit } = createTestAppKit({ themeMode: 'system' })
    cleanups.push(() => appKit.destroy())
    const mode = renderHook(() => useResolvedThemeMode())
    expect(mode.current).toBe('dark')
    dark = false
    act(() => {
      for (const listener of listeners) listener()
    })
    expect(mode.current).toBe('light')
    act(() => appKit.setThemeMode('dark'))
    expect(mode.current).toBe('dark')
    expect(appKit.getThemeMode()).toBe('dark')
  })

  it('useAppKitEvents reports modal, connect, network and disconnect events', async () => {
    const { appKit, kernel } = createTestAppKit({ disableAppend: true })
    cleanups.push(() => appKit.destroy())
    const events = renderHook(() => useAppKitEvents())
    const seen: string[] = []
    cleanups.push(appKit.subscribeEvents((event) => seen.push(event.data.event)))
    expect(events.current.data).toEqual({ type: 'track', event: 'MODAL_CREATED' })
    await act(() => appKit.open())
    expect(events.current.data).toMatchObject({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    expect(events.current.timestamp).toBeGreaterThan(0)
    await act(() => appKit.close())
    await connectTestWallet(kernel)
    expect(events.current.data).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { name: 'Test Wallet', method: 'browser' },
    })
    await act(() => appKit.switchNetwork('eip155:11155111'))
    expect(events.current.data).toMatchObject({
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:11155111' },
    })
    await act(() => appKit.disconnect())
    expect(events.current.data.event).toBe('DISCONNECT_SUCCESS')
    act(() => kernel.events.emit('track', { event: 'SWAP_SUCCESS', properties: { amount: 1 } }))
    expect(events.current.data).toEqual({ type: 'track', event: 'SWAP_SUCCESS', properties: { amount: 1 } })
    expect(seen).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'CONNECT_SUCCESS',
      'SWITCH_NETWORK',
      'DISCONNECT_SUCCESS',
      'SWAP_SUCCESS',
    ])
  })

  it('useDisconnect, useWalletInfo, useAppKitProvider and useAppKitBalance', async () => {
    const { appKit, kernel, wallet, adapter } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    const info = renderHook(() => useWalletInfo())
    const provider = renderHook(() => useAppKitProvider('eip155'))
    const balance = renderHook(() => useAppKitBalance())
    const disconnect = renderHook(() => useDisconnect())
    expect(info.current).toEqual({ walletInfo: undefined })
    expect(provider.current).toEqual({ walletProvider: undefined, walletProviderType: 'wagmi' })
    expect(await balance.current.fetchBalance()).toMatchObject({ isError: true, data: undefined })

    await connectTestWallet(kernel)
    expect(info.current.walletInfo).toEqual({ name: 'Test Wallet', icon: 'data:image/png;base64,AA==' })
    expect(provider.current.walletProvider).toBe(adapter.provider)
    expect(appKit.getProvider('eip155')).toBe(adapter.provider)
    expect(await balance.current.fetchBalance()).toEqual({
      data: { balance: '1.23456', symbol: 'ETH' },
      error: null,
      isSuccess: true,
      isError: false,
    })
    await act(() => disconnect.current.disconnect())
    expect(wallet.calls).toContain('disconnect')
    expect(info.current.walletInfo).toBeUndefined()
    expect(provider.current.walletProvider).toBeUndefined()
  })

  it('useAppKitBalance reports an adapter failure by its message', async () => {
    const failing = defineAdapter({
      name: 'failing',
      namespace: 'eip155',
      connect: async () => ({ address: testAddress, chainId: 1 }),
      disconnect: async () => {},
      switchNetwork: async () => undefined,
      getBalance: async () => {
        throw new Error('boom')
      },
    })
    const { appKit, kernel } = createTestAppKit({ adapters: [failing] })
    cleanups.push(() => appKit.destroy())
    const balance = renderHook(() => useAppKitBalance())
    await act(() => connect(kernel, { namespace: 'eip155', connectorId: 'x' }))
    expect(await balance.current.fetchBalance()).toMatchObject({
      isError: true,
      error: 'Token Balance Unavailable',
    })
  })

  it('the AppKit object exposes the same reads and subscriptions', async () => {
    const { appKit, kernel } = createTestAppKit({ disableAppend: true })
    cleanups.push(() => appKit.destroy())
    const accounts: (string | undefined)[] = []
    const networks: (string | number | undefined)[] = []
    const states: boolean[] = []
    cleanups.push(
      appKit.subscribeAccount((account) => accounts.push(account.address)),
      appKit.subscribeNetwork((network) => networks.push(network.chainId)),
      appKit.subscribeState((state) => states.push(state.open)),
    )
    expect(appKit.getIsConnectedState()).toBe(false)
    await connect(kernel, { namespace: 'eip155', connectorId: 'io.testwallet' })
    await appKit.switchNetwork(11155111)
    await appKit.open()
    await appKit.close()
    expect(appKit.getIsConnectedState()).toBe(true)
    expect(appKit.getAddress()).toBe(testAddress)
    expect(appKit.getAddress('eip155')).toBe(testAddress)
    expect(appKit.getChainId()).toBe(11155111)
    expect(appKit.getCaipNetwork()?.caipNetworkId).toBe('eip155:11155111')
    expect(appKit.getWalletInfo()?.name).toBe('Test Wallet')
    expect(appKit.getState()).toMatchObject({ open: false, selectedNetworkId: 'eip155:11155111' })
    expect(accounts).toContain(testAddress)
    expect(networks).toEqual([11155111])
    expect(states.slice(-2)).toEqual([true, false])
    expect(states.filter(Boolean)).toHaveLength(1)
  })

  it("useAppKit().open({ namespace }) lists that namespace's wallets only, in Connect and AllWallets", async () => {
    // Registry wallets of both namespaces (this registry does not filter by chain itself).
    const registry = await startWalletRegistryServer(
      createRegistryWallets(3).map((wallet) => ({ ...wallet, chains: ['eip155:1', solana.caipNetworkId] })),
    )
    cleanups.push(() => void registry.stop())
    const { appKit, kernel } = createMultichainAppKit({ walletApiUrl: registry.url })
    const modal = renderHook(() => useAppKit())
    const listed = () => {
      const list = document.querySelector('[role="dialog"] ul[aria-label="Wallets"]')
      return list ? queryAllByRole(list, 'button').map(accessibleName) : []
    }

    await act(() => modal.current.open({ view: 'Connect', namespace: 'solana' }))
    await waitFor(() => expect(listed()).toContain('Wallet 001'))
    expect(listed().filter((name) => name.endsWith('Installed'))).toEqual(['Phantom, Installed'])
    expect(kernel.store.getState().network.activeNamespace).toBe('solana')
    // The registry is asked for wallets of the Solana networks only.
    expect(registry.requests.at(-1)?.get('chains')).toBe(solana.caipNetworkId)

    // The views pushed after Connect keep the filter.
    const allWallets = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
      (button) => accessibleName(button).startsWith('All Wallets'),
    )
    await act(async () => allWallets?.click())
    await waitFor(() => expect(kernel.store.getState().router.view).toBe('AllWallets'))
    await waitFor(() =>
      expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Wallet 003'),
    )
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Phantom')
    expect(document.querySelector('[role="dialog"]')?.textContent).not.toContain('Test Wallet')
    expect(registry.requests.every((request) => request.get('chains') === solana.caipNetworkId)).toBe(true)
    await act(() => modal.current.close())

    await act(() => modal.current.open({ view: 'Connect', namespace: 'eip155' }))
    await waitFor(() => expect(listed()).toContain('Test Wallet, Installed'))
    expect(listed()).not.toContain('Phantom, Installed')
    expect(kernel.store.getState().network.activeNamespace).toBe('eip155')
    await act(() => modal.current.close())

    // Without a namespace, every namespace's wallets.
    await act(() => appKit.open({ view: 'Connect' }))
    await waitFor(() =>
      expect(listed()).toEqual(expect.arrayContaining(['Test Wallet, Installed', 'Phantom, Installed'])),
    )
  })

  it('useAppKitAccount({ namespace }) answers per namespace; without one, for the active namespace', async () => {
    const { kernel, appKit } = createMultichainAppKit()
    const active = renderHook(() => useAppKitAccount())
    const evm = renderHook(() => useAppKitAccount({ namespace: 'eip155' }))
    const sol = renderHook(() => useAppKitAccount({ namespace: 'solana' }))
    await act(() => connect(kernel, { namespace: 'eip155', connectorId: 'io.testwallet' }))
    await act(() => connect(kernel, { namespace: 'solana', connectorId: 'app.phantom' }))
    expect(evm.current).toMatchObject({
      isConnected: true,
      address: testAddress,
      caipAddress: `eip155:1:${testAddress}`,
    })
    expect(sol.current).toMatchObject({
      isConnected: true,
      address: solanaAddress,
      caipAddress: `${solana.caipNetworkId}:${solanaAddress}`,
    })

    await act(() => appKit.switchNetwork(solana))
    expect(kernel.store.getState().network.activeNamespace).toBe('solana')
    expect(active.current.address).toBe(solanaAddress)
    await act(() => appKit.switchNetwork(mainnet))
    expect(active.current.address).toBe(testAddress)

    await act(() => appKit.disconnect('solana'))
    expect(sol.current).toMatchObject({ isConnected: false, address: undefined })
    expect(evm.current).toMatchObject({ isConnected: true, address: testAddress })
    expect(active.current.address).toBe(testAddress)
  })
})

describe('useAppKitWallets (headless connect UI)', () => {
  it('lists the Connect wallets, pages and searches the registry, and connects an installed wallet', async () => {
    const registry = await startWalletRegistryServer(createRegistryWallets(45))
    cleanups.push(() => void registry.stop())
    const { kernel, evm } = createMultichainAppKit({ walletApiUrl: registry.url })
    const wallets = renderHook(() => useAppKitWallets())
    await waitFor(() => expect(wallets.current.count).toBe(45))
    const installed = wallets.current.wallets.find((wallet) => wallet.name === 'Test Wallet')
    expect(installed).toMatchObject({
      isInjected: true,
      connectors: [{ id: 'io.testwallet', chain: 'eip155', rdns: 'io.testwallet' }],
    })
    expect(wallets.current.wallets.some((wallet) => wallet.name === 'Phantom')).toBe(true)

    await act(() => wallets.current.fetchWallets())
    expect(wallets.current.wcWallets).toHaveLength(40)
    expect(wallets.current.page).toBe(1)
    expect(wallets.current.wcWallets[0]).toMatchObject({
      name: 'Wallet 001',
      isInjected: false,
      connectors: [],
      walletInfo: {
        deepLink: 'wallet001://',
        supportedNamespaces: ['eip155'],
        supportedChains: ['eip155:1'],
      },
    })
    expect(wallets.current.wcWallets[0]?.imageUrl).toContain('image-001')
    await act(() => wallets.current.fetchWallets({ page: 2 }))
    expect(wallets.current.wcWallets).toHaveLength(45)
    await act(() => wallets.current.fetchWallets({ search: 'Wallet 04' }))
    expect(wallets.current.wcWallets.map((wallet) => wallet.name)).toEqual([
      'Wallet 040',
      'Wallet 041',
      'Wallet 042',
      'Wallet 043',
      'Wallet 044',
      'Wallet 045',
    ])

    if (!installed) throw new Error('no installed wallet listed')
    await act(() => wallets.current.connect(installed))
    expect(kernel.store.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: testAddress,
    })
    expect(evm.calls).toContain('connect:io.testwallet')
    expect(wallets.current.connectingWallet).toBeUndefined()
  })

  it('refuses a WalletConnect pairing when WalletConnect is off, naming why', async () => {
    createMultichainAppKit({ enableWalletConnect: false })
    const wallets = renderHook(() => useAppKitWallets())
    await expect(wallets.current.getWcUri()).rejects.toThrow(WalletConnectUnavailableError)
  })
})
