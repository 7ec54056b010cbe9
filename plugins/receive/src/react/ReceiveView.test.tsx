// @vitest-environment jsdom
import type { ChainAdapter, Connector } from '@foyer/core'
import { connect, pushView } from '@foyer/core'
import { arbitrum, mainnet, solana } from '@foyer/core/networks'
import { createAppKit } from '@foyer/react'
import { screen, waitFor, within } from '@testing-library/react'
import { type UserEvent, userEvent } from '@testing-library/user-event'
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
let user: UserEvent
const cleanups: (() => void)[] = []
beforeEach(() => {
  copied = []
  // Before the clipboard below: userEvent.setup puts a clipboard of its own on the navigator.
  user = userEvent.setup()
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

const dialog = () => screen.getByRole('dialog')
const inDialog = () => within(dialog())

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
    const receiveButton = await within(await screen.findByRole('dialog')).findByRole('button', {
      name: 'Receive',
    })
    expect(appKit.kernel.store.getState().router.view).toBe('Account')

    await user.click(receiveButton)
    await waitFor(() => expect(appKit.kernel.store.getState().router.view).toBe('Receive'))

    const qr = await inDialog().findByRole('img', { name: 'QR code of your address' })
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
    expect(dialog().textContent).toContain(address)
    const networks = inDialog().getByRole('list', { name: 'Supported networks' })
    expect([...networks.querySelectorAll('.foyer-list-item__label')].map((node) => node.textContent)).toEqual(
      ['Ethereum', 'Arbitrum One'],
    )

    await user.click(inDialog().getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(copied).toEqual([address]))
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
    const networks = await within(await screen.findByRole('dialog')).findByRole('list', {
      name: 'Supported networks',
    })
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
    await waitFor(() => expect(dialog().textContent).toContain('Connect a wallet to receive funds.'))
  })
})
