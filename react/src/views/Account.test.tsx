// @vitest-environment jsdom

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, openModal } from '@foyer/core'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ReactPlugin } from '../types/ReactPlugin.js'
import Account from './Account.js'
import {
  createTestWallet,
  createViewTestKernel,
  testAddress,
} from './testing/createViewTestKernel.test-utils.js'
import { getByRole, queryAllByRole, renderView } from './testing/renderView.test-utils.js'

const connectors = [
  { id: 'io.metamask', type: 'ANNOUNCED' as const, name: 'MetaMask', namespace: 'eip155' as const },
]

const activityPlugin: ReactPlugin = {
  name: 'activity-test',
  views: [{ id: 'AccountActivity', title: 'Activity' }],
  viewLoaders: { AccountActivity: async () => ({ default: () => <p>3 transactions</p> }) },
}
const receiveLikePlugin: ReactPlugin = {
  name: 'receive-test',
  feature: 'receive',
  views: [{ id: 'Receive', title: 'Receive' }],
}
const sendLikePlugin: ReactPlugin = {
  name: 'send-test',
  feature: 'send',
  views: [{ id: 'Send', title: 'Send' }],
}

// Each view's user-event session puts a fresh clipboard stub on the navigator: nothing copied is left from a test before.
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
})

async function connected(options: Parameters<typeof createViewTestKernel>[0] = {}) {
  const setup = createViewTestKernel({ connectors, ...options })
  await connect(setup.kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
  await openModal(setup.kernel)
  return setup
}

describe('Account', () => {
  it('shows the truncated address, the balance to 3 decimals and the network, and copies the address', async () => {
    const { kernel, wallet } = await connected()
    const view = await renderView(kernel, Account)
    expect(view.container.textContent).toContain('0x52…169EE7')
    await waitFor(() => expect(view.container.textContent).toContain('Balance: 1.234 ETH'))
    expect(wallet.calls).toContain(`balance:eip155:1:${testAddress}`)
    expect(getByRole(view.container, 'button', 'Network: Ethereum. Switch network')).toBeTruthy()

    await view.user.click(getByRole(view.container, 'button', 'Copy address'))
    await waitFor(() =>
      expect(kernel.store.getState().snackbar).toMatchObject({ open: true, message: 'Address copied' }),
    )
    expect(await navigator.clipboard.readText()).toBe(testAddress)

    await view.user.click(getByRole(view.container, 'button', 'Network: Ethereum. Switch network'))
    expect(kernel.store.getState().router.view).toBe('Networks')
    await view.unmount()
  })

  it('enableNetworkSwitch: false shows the network as text, with no way to switch', async () => {
    const { kernel } = await connected({ enableNetworkSwitch: false })
    const view = await renderView(kernel, Account)
    const network = view.container.querySelector('.foyer-account__network')
    expect(network?.tagName).toBe('P')
    expect(network?.textContent).toBe('Network: Ethereum')
    expect(queryAllByRole(view.container, 'button', /Switch network/)).toHaveLength(0)
    await view.unmount()
  })

  it('shows the identity name in place of the address and the avatar with a text alternative on an EVM mainnet', async () => {
    const identityPaths: string[] = []
    // The Blockchain API's identity endpoint, answered the way SPEC.md §7 describes.
    const server = createServer((request, response) => {
      identityPaths.push(request.url ?? '')
      const found = request.url?.startsWith(`/v1/identity/${testAddress}`)
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify(found ? { name: 'alice.eth', avatar: 'https://images.example/alice.png' } : {}),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const { kernel } = await connected({ blockchainApiUrl: `http://127.0.0.1:${port}` })
      const view = await renderView(kernel, Account)
      await waitFor(() => expect(view.container.textContent).toContain('alice.eth'))
      expect(view.container.textContent).not.toContain('0x52…169EE7')
      expect(view.container.querySelector('.foyer-account__name')?.getAttribute('title')).toBe(testAddress)
      const avatar = getByRole(view.container, 'img', 'Avatar of alice.eth')
      expect(avatar.getAttribute('src')).toBe('https://images.example/alice.png')
      expect(identityPaths.filter((path) => path.startsWith('/v1/identity/'))).toHaveLength(1)
      // Copy still copies the full address.
      await view.user.click(getByRole(view.container, 'button', 'Copy address'))
      await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(testAddress))
      await view.unmount()
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it("says 'Token Balance Unavailable' when the balance fails, and waits 30 s before asking again", async () => {
    const { kernel, wallet } = await connected({
      wallet: createTestWallet({ balance: new Error('RPC down') }),
    })
    const view = await renderView(kernel, Account)
    await waitFor(() =>
      expect(kernel.store.getState().snackbar).toMatchObject({
        open: true,
        message: 'Token Balance Unavailable',
        variant: 'error',
      }),
    )
    await view.unmount()
    const again = await renderView(kernel, Account)
    expect(wallet.calls.filter((call) => call.startsWith('balance:'))).toHaveLength(1)
    await again.unmount()
  })

  it('lists wallet features in core order, fills tabs from plugins, and disconnects', async () => {
    const { kernel, wallet } = await connected({
      plugins: [sendLikePlugin, receiveLikePlugin, activityPlugin],
    })
    const view = await renderView(kernel, Account)
    const features = getByRole(view.container, 'list', 'Wallet features')
    expect(queryAllByRole(features, 'button').map((button) => button.textContent)).toEqual([
      'Receive',
      'Send',
    ])

    expect(getByRole(view.container, 'tab', 'Tokens').getAttribute('aria-selected')).toBe('true')
    expect(view.container.textContent).toContain('No tokens to show yet.')
    await view.user.click(getByRole(view.container, 'tab', 'Activity'))
    await waitFor(() => expect(view.container.textContent).toContain('3 transactions'))
    await view.user.click(getByRole(view.container, 'tab', 'NFTs'))
    expect(view.container.textContent).toContain('No NFTs to show yet.')

    await view.user.click(getByRole(features, 'button', 'Receive'))
    expect(kernel.store.getState().router.view).toBe('Receive')

    await view.user.click(getByRole(view.container, 'button', 'Disconnect'))
    await waitFor(() => expect(kernel.store.getState().connection.status).toBe('disconnected'))
    expect(wallet.calls).toContain('disconnect')
    expect(kernel.store.getState().router.open).toBe(false)
    await view.unmount()
  })
})
