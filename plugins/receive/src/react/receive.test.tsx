// @vitest-environment jsdom
import type { ChainAdapter } from '@foyer/core'
import { connect } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createAppKit } from '@foyer/react'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

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
  await waitForElement(() => buttonNamed('Disconnect'))
  return { appKit, loadReceive }
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const buttonNamed = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  )
async function settle() {
  for (let index = 0; index < 10; index++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
}

describe('receive (React): the view loads lazily', () => {
  it('with features.receive off, the Account view has no Receive entry and never loads the view', async () => {
    const { appKit, loadReceive } = await openAccount({ receive: false })
    expect(appKit.kernel.store.getState().router.view).toBe('Account')
    await settle()
    expect(buttonNamed('Receive')).toBeUndefined()
    expect(dialog()?.querySelector('[aria-label="Wallet features"]')).toBeNull()
    expect(loadReceive).not.toHaveBeenCalled()
  })

  it('with it on, loads the view on hover (preload) or click, not when the Account view opens', async () => {
    const { appKit, loadReceive } = await openAccount({ receive: true })
    const receiveButton = await waitForElement(() => buttonNamed('Receive'))
    await settle()
    expect(loadReceive).not.toHaveBeenCalled()

    await act(async () => {
      receiveButton.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }))
    })
    expect(loadReceive).toHaveBeenCalledTimes(1)

    await act(async () => receiveButton.click())
    await waitForElement(() => dialog()?.querySelector('[aria-label="QR code of your address"]'))
    expect(appKit.kernel.store.getState().router.view).toBe('Receive')
  })

  it('loads the view when Receive is clicked without a hover first', async () => {
    const { loadReceive } = await openAccount({ receive: true })
    const receiveButton = await waitForElement(() => buttonNamed('Receive'))
    await settle()
    expect(loadReceive).not.toHaveBeenCalled()
    await act(async () => receiveButton.click())
    await waitForElement(() => dialog()?.querySelector('[aria-label="QR code of your address"]'))
    expect(loadReceive).toHaveBeenCalled()
  })
})

async function waitForElement<T extends Element>(find: () => T | null | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = find()
    if (found) return found
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
  throw new Error('element did not appear')
}
