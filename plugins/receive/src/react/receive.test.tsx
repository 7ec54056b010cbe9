// @vitest-environment jsdom
import type { ChainAdapter } from '@foyer/core'
import { connect } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createAppKit } from '@foyer/react'
import { fireEvent, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { receive } from '../exports/react.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

/** An in-memory EVM wallet, standing in for a browser extension. */
const testAdapter: ChainAdapter = {
  name: 'test-eip155',
  namespace: 'eip155',
  setup(context) {
    context.setConnectors([{ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' }])
    return undefined
  },
  connect: async () => ({ address, chainId: 1 }),
  disconnect: async () => {},
  switchNetwork: async () => undefined,
}

const cleanups: (() => void)[] = []
/** Idle callbacks, held until `runIdleWork`: the test, not the clock, says when the idle preloads have run. */
let idleWork: (() => void)[] = []
beforeEach(() => {
  idleWork = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleWork.push(callback) - 1)
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idleWork[handle] = () => {}
  })
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
  vi.unstubAllGlobals()
})
async function runIdleWork() {
  await act(async () => {
    for (const work of idleWork.splice(0)) work()
  })
}

/** The receive plugin as the public API builds it, its view loader wrapped in a spy that still loads the view. */
async function openAccount(features: { receive: boolean }) {
  const plugin = receive()
  const loadReceive = vi.fn(plugin.viewLoaders.Receive)
  const map = new Map<string, string>()
  const appKit = createAppKit({
    projectId: 'foyer-dev',
    networks: [mainnet],
    adapters: [testAdapter],
    plugins: [{ ...plugin, viewLoaders: { Receive: loadReceive } }],
    features,
    isMobile: false,
    storage: {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    },
  })
  cleanups.push(() => appKit.destroy())
  await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
  await act(() => appKit.open())
  await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Disconnect' })
  return { appKit, loadReceive }
}

const dialog = () => screen.getByRole('dialog')
const inDialog = () => within(dialog())

describe('receive (React): the view loads lazily', () => {
  it('with features.receive off, the Account view has no Receive entry and never loads the view', async () => {
    const { appKit, loadReceive } = await openAccount({ receive: false })
    expect(appKit.kernel.store.getState().router.view).toBe('Account')
    await runIdleWork()
    expect(inDialog().queryByRole('button', { name: 'Receive' })).toBeNull()
    expect(dialog().querySelector('[aria-label="Wallet features"]')).toBeNull()
    expect(loadReceive).not.toHaveBeenCalled()
  })

  it('with it on, loads the view on hover (preload) or click, not when the Account view opens', async () => {
    const user = userEvent.setup()
    const { appKit, loadReceive } = await openAccount({ receive: true })
    const receiveButton = await inDialog().findByRole('button', { name: 'Receive' })
    await runIdleWork()
    expect(loadReceive).not.toHaveBeenCalled()

    await user.hover(receiveButton)
    expect(loadReceive).toHaveBeenCalledTimes(1)

    await user.click(receiveButton)
    await inDialog().findByRole('img', { name: 'QR code of your address' })
    expect(appKit.kernel.store.getState().router.view).toBe('Receive')
  })

  it('loads the view when Receive is clicked without a hover first', async () => {
    const { loadReceive } = await openAccount({ receive: true })
    const receiveButton = await inDialog().findByRole('button', { name: 'Receive' })
    await runIdleWork()
    expect(loadReceive).not.toHaveBeenCalled()
    // A bare click event: userEvent's click moves the pointer over the button first, which preloads.
    fireEvent.click(receiveButton)
    await inDialog().findByRole('img', { name: 'QR code of your address' })
    expect(loadReceive).toHaveBeenCalled()
  })
})
