// @vitest-environment jsdom
import { connect, getNetwork, openModal, syncNetwork } from '@foyer/core'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createViewTestKernel } from './testing/createViewTestKernel.test-utils.js'
import { getByRole, renderView } from './testing/renderView.test-utils.js'
import UnsupportedChain from './UnsupportedChain.js'

describe('UnsupportedChain', () => {
  it('explains, offers the supported networks and switches the wallet to one', async () => {
    const { kernel, wallet } = createViewTestKernel({
      connectors: [{ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' }],
    })
    await connect(kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    syncNetwork(kernel, { namespace: 'eip155', chainId: 56 })
    expect(getNetwork(kernel).isUnsupported).toBe(true)
    await openModal(kernel, { view: 'UnsupportedChain' })
    const view = await renderView(kernel, UnsupportedChain)
    expect(view.container.textContent).toContain("doesn't support your wallet's current network")
    await view.user.click(getByRole(view.container, 'button', 'Arbitrum One'))
    await waitFor(() =>
      expect(getNetwork(kernel)).toMatchObject({ isUnsupported: false, caipNetworkId: 'eip155:42161' }),
    )
    expect(wallet.calls).toContain('switch:eip155:42161')
    expect(kernel.store.getState().router.open).toBe(false)
    await view.unmount()
  })

  it('disconnects', async () => {
    const { kernel } = createViewTestKernel({
      connectors: [{ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' }],
    })
    await connect(kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    await openModal(kernel, { view: 'UnsupportedChain' })
    const view = await renderView(kernel, UnsupportedChain)
    await view.user.click(getByRole(view.container, 'button', 'Disconnect'))
    await waitFor(() => expect(kernel.store.getState().connection.status).toBe('disconnected'))
    await view.unmount()
  })
})
