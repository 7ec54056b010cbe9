import { describe, expect, it } from 'vitest'
import { createTestAdapter, evmAddress } from '../../test/createTestAdapter.js'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { getInitialView } from '../router/getInitialView.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { goBack } from './goBack.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'
import { replaceView } from './replaceView.js'

const withAdapter = () =>
  createKernel({
    projectId: 'p',
    networks: [mainnet],
    adapters: [createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] })],
  })

describe('getInitialView (SPEC.md §2)', () => {
  it('no adapters and not connected: AllWallets on mobile, else ConnectingWalletConnectBasic', () => {
    expect(getInitialView({ isConnected: false, hasAdapters: false, isMobile: true })).toBe('AllWallets')
    expect(getInitialView({ isConnected: false, hasAdapters: false, isMobile: false })).toBe(
      'ConnectingWalletConnectBasic',
    )
    expect(getInitialView({ view: 'Account', isConnected: false, hasAdapters: false, isMobile: false })).toBe(
      'ConnectingWalletConnectBasic',
    )
  })
  it('an explicit view wins, then Account when connected, else Connect', () => {
    expect(getInitialView({ view: 'Networks', isConnected: true, hasAdapters: true, isMobile: false })).toBe(
      'Networks',
    )
    expect(getInitialView({ isConnected: true, hasAdapters: true, isMobile: false })).toBe('Account')
    expect(getInitialView({ isConnected: false, hasAdapters: true, isMobile: false })).toBe('Connect')
  })
})

describe('the router', () => {
  it('opens on Connect, then Account once connected', async () => {
    const kernel = withAdapter()
    await openModal(kernel)
    expect(kernel.store.getState().router).toMatchObject({ open: true, view: 'Connect' })
    closeModal(kernel)
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    await openModal(kernel)
    expect(kernel.store.getState().router.view).toBe('Account')
  })

  it("WalletConnect's universal adapter alone is AppKit's basic mode: the no-adapter rule applies", async () => {
    const universal = {
      ...createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] }),
      name: 'universal',
      adapterType: 'universal' as const,
    }
    const desktop = createKernel({
      projectId: 'p',
      networks: [mainnet],
      adapters: [universal],
      isMobile: false,
    })
    await openModal(desktop)
    expect(desktop.store.getState().router.view).toBe('ConnectingWalletConnectBasic')
    const mobile = createKernel({
      projectId: 'p',
      networks: [mainnet],
      adapters: [universal],
      isMobile: true,
    })
    await openModal(mobile)
    expect(mobile.store.getState().router.view).toBe('AllWallets')
  })

  it('uses the mobile rule from options.isMobile when there is no adapter', async () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet], isMobile: true })
    await openModal(kernel)
    expect(kernel.store.getState().router.view).toBe('AllWallets')
  })

  it('push, replace and back; back past the first view closes', async () => {
    const kernel = withAdapter()
    const events: string[] = []
    kernel.events.on('viewChange', ({ view }) => events.push(view))
    kernel.events.on('modalClose', () => events.push('closed'))
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'AllWallets')
    pushView(kernel, 'ConnectingExternal', { connectorId: 'injected' })
    replaceView(kernel, 'ConnectingWalletConnect')
    expect(kernel.store.getState().router.history.map((entry) => entry.view)).toEqual([
      'Connect',
      'AllWallets',
      'ConnectingWalletConnect',
    ])
    goBack(kernel)
    goBack(kernel)
    expect(kernel.store.getState().router).toMatchObject({ open: true, view: 'Connect' })
    goBack(kernel)
    expect(kernel.store.getState().router.open).toBe(false)
    expect(events).toEqual([
      'AllWallets',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'AllWallets',
      'Connect',
      'closed',
    ])
  })

  it('refuses a view nobody registered', async () => {
    const kernel = withAdapter()
    await expect(openModal(kernel, { view: 'Nope' })).rejects.toThrow('View "Nope" is not registered.')
    expect(() => pushView(kernel, 'Nope')).toThrow(/not registered/)
  })

  it('lets plugins redirect an open and veto a close', async () => {
    let signedIn = false
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      adapters: [createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] })],
      plugins: [
        {
          name: 'sign-in',
          setup({ hooks }) {
            hooks.beforeOpen.tap('sign-in', (target) =>
              signedIn ? target : { ...target, view: 'SIWXSignMessage' },
            )
            hooks.shouldClose.tap('sign-in', ({ view }) =>
              view === 'SIWXSignMessage' && !signedIn ? false : undefined,
            )
            return undefined
          },
        },
      ],
    })
    await openModal(kernel)
    expect(kernel.store.getState().router.view).toBe('SIWXSignMessage')
    expect(closeModal(kernel)).toBe(false)
    expect(kernel.store.getState().router.open).toBe(true)
    signedIn = true
    expect(closeModal(kernel)).toBe(true)
  })

  it('registers plugin views only while their feature is on', async () => {
    const plugin = { name: 'swap', feature: 'swaps', views: [{ id: 'Swap', title: 'Swap' }] }
    const on = createKernel({ projectId: 'p', networks: [mainnet], plugins: [plugin] })
    const off = createKernel({
      projectId: 'p',
      networks: [mainnet],
      plugins: [plugin],
      features: { swaps: false },
    })
    expect(on.views.Swap).toEqual({ id: 'Swap', title: 'Swap', plugin: 'swap' })
    expect(off.views.Swap).toBeUndefined()
    expect(Object.isFrozen(on.views)).toBe(true)
  })
})
