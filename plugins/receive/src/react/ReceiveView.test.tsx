// @vitest-environment jsdom
import type { ChainAdapter, Connector } from '@foyer/core'
import { connect, pushView } from '@foyer/core'
import { arbitrum, mainnet, solana } from '@foyer/core/networks'
import { createAppKit } from '@foyer/react'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { receive } from '../exports/react.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const connectors: Connector[] = [
  { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' },
]

/** An in-memory EVM wallet, standing in for a browser extension. */
const testAdapter: ChainAdapter = {
  name: 'test-eip155',
  namespace: 'eip155',
  setup(context) {
    context.setConnectors(connectors)
    return undefined
  },
  connect: async () => ({ address, chainId: 1 }),
  disconnect: async () => {},
  switchNetwork: async () => undefined,
}

const storage = () => {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

let copied: string[] = []
const cleanups: (() => void)[] = []
beforeEach(() => {
  copied = []
  // jsdom has no clipboard; browsers do.
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  })
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
  Reflect.deleteProperty(navigator, 'clipboard')
})

async function settle() {
  for (let index = 0; index < 10; index++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const buttonNamed = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  )

describe('ReceiveView', () => {
  it('opens from the Account view and shows the address as a QR code, copyable, with its networks', async () => {
    const appKit = createAppKit({
      projectId: 'foyer-dev',
      networks: [mainnet, arbitrum, solana],
      adapters: [testAdapter],
      plugins: [receive()],
      storage: storage(),
      isMobile: false,
    })
    cleanups.push(() => appKit.destroy())
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    await act(() => appKit.open())
    await settle()
    expect(appKit.kernel.store.getState().router.view).toBe('Account')

    const receiveButton = await waitForElement(() => buttonNamed('Receive'))
    await act(async () => receiveButton.click())
    await settle()
    expect(appKit.kernel.store.getState().router.view).toBe('Receive')

    const qr = await waitForElement(() =>
      dialog()?.querySelector('[role="img"][aria-label="QR code of your address"]'),
    )
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
    expect(dialog()?.textContent).toContain(address)
    const networks = dialog()?.querySelector('ul[aria-label="Supported networks"]')
    expect(
      [...(networks?.querySelectorAll('.foyer-list-item__label') ?? [])].map((node) => node.textContent),
    ).toEqual(['Ethereum', 'Arbitrum One'])

    await act(async () => buttonNamed('Copy address')?.click())
    await settle()
    expect(copied).toEqual([address])
    expect(appKit.kernel.store.getState().snackbar).toMatchObject({
      message: 'Address copied',
      variant: 'success',
    })
  })

  it("shows the host's image id, else the built-in network's, and an initial only where there is neither", async () => {
    const unknown = {
      ...arbitrum,
      id: 421_613,
      caipNetworkId: 'eip155:421613' as const,
      name: 'Anvil Rollup',
    }
    const appKit = createAppKit({
      projectId: 'foyer-dev',
      apiUrl: 'https://api.foyer.invalid',
      networks: [{ ...mainnet, assets: { imageId: 'ethereum-host' } }, arbitrum, unknown],
      adapters: [testAdapter],
      plugins: [receive()],
      storage: storage(),
      isMobile: false,
    })
    cleanups.push(() => appKit.destroy())
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    await act(() => appKit.open())
    await act(async () => pushView(appKit.kernel, 'Receive'))
    const networks = await waitForElement(() =>
      dialog()?.querySelector('ul[aria-label="Supported networks"]'),
    )
    const images = [...networks.querySelectorAll('.foyer-wallet-image')]
    expect(images[0]?.getAttribute('src')).toMatch(
      /^https:\/\/api\.foyer\.invalid\/public\/getAssetImage\/ethereum-host\?/,
    )
    expect(images[1]?.getAttribute('src')).toMatch(
      /^https:\/\/api\.foyer\.invalid\/public\/getAssetImage\/arbitrum-one\?/,
    )
    expect(images[2]?.getAttribute('data-initial')).toBe('A')
  })

  it('asks to connect first when no wallet is connected', async () => {
    const appKit = createAppKit({
      projectId: 'foyer-dev',
      networks: [mainnet],
      adapters: [testAdapter],
      plugins: [receive()],
      storage: storage(),
    })
    cleanups.push(() => appKit.destroy())
    await act(() => appKit.open({ view: 'Connect' }))
    await act(async () => pushView(appKit.kernel, 'Receive'))
    await settle()
    await waitForElement(() =>
      dialog()?.textContent?.includes('Connect a wallet to receive funds.') ? dialog() : null,
    )
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
