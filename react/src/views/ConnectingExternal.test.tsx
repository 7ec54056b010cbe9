// @vitest-environment jsdom
import { getAccount, openModal, pushView } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import ConnectingExternal from './ConnectingExternal.js'
import {
  createTestWallet,
  createViewTestKernel,
  testAddress,
} from './testing/createViewTestKernel.test-utils.js'
import { findAxeViolations } from './testing/findAxeViolations.test-utils.js'
import { click, getByRole, queryAllByRole, renderView, waitFor } from './testing/renderView.test-utils.js'

const connectors = [
  {
    id: 'io.metamask',
    type: 'ANNOUNCED' as const,
    name: 'MetaMask',
    namespace: 'eip155' as const,
    rdns: 'io.metamask',
  },
]

describe('ConnectingExternal', () => {
  it('asks the wallet, says "Continue in MetaMask" and closes the modal once connected', async () => {
    const { kernel, wallet } = createViewTestKernel({ connectors })
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingExternal', { connectorId: 'io.metamask' })
    const view = await renderView(kernel, ConnectingExternal)
    expect(getByRole(view.container, 'status', 'Continue in MetaMask')).toBeTruthy()
    expect(getByRole(view.container, 'img', 'MetaMask')).toBeTruthy()
    await waitFor(() => expect(kernel.store.getState().router.open).toBe(false))
    expect(wallet.calls).toEqual(['connect:io.metamask'])
    expect(getAccount(kernel)).toMatchObject({ isConnected: true, address: testAddress })
    await view.unmount()
  })

  it('shows the wallet rejecting with a retry, and everything still works afterwards', async () => {
    const { kernel, wallet } = createViewTestKernel({
      connectors,
      wallet: createTestWallet({ rejectConnect: true }),
    })
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingExternal', { connectorId: 'io.metamask' })
    const view = await renderView(kernel, ConnectingExternal)
    await waitFor(() => getByRole(view.container, 'alert', 'User rejected the request.'))
    expect(getAccount(kernel)).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(kernel.store.getState().router).toMatchObject({ open: true, view: 'ConnectingExternal' })

    wallet.rejectConnect = false
    await click(getByRole(view.container, 'button', 'Try again'))
    expect(queryAllByRole(view.container, 'alert')).toHaveLength(0)
    await waitFor(() => expect(getAccount(kernel).isConnected).toBe(true))
    expect(wallet.calls).toEqual(['connect:io.metamask', 'connect:io.metamask'])
    expect(kernel.store.getState().router.open).toBe(false)
    await view.unmount()
  })

  it('says so when the connector is gone', async () => {
    const { kernel } = createViewTestKernel({ adapters: [] })
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingExternal', {})
    const view = await renderView(kernel, ConnectingExternal)
    expect(getByRole(view.container, 'alert', 'This wallet is not available in this browser.')).toBeTruthy()
    await view.unmount()
  })

  it('has no axe-core violations while pending or after the wallet rejects', async () => {
    const { kernel, wallet } = createViewTestKernel({
      connectors,
      wallet: createTestWallet({ connectDelayMs: 2_000 }),
    })
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingExternal', { connectorId: 'io.metamask' })
    const view = await renderView(kernel, ConnectingExternal)
    expect(getByRole(view.container, 'status', 'Continue in MetaMask')).toBeTruthy()
    expect(await findAxeViolations(view.container)).toEqual([])

    wallet.rejectConnect = true
    await waitFor(() => getByRole(view.container, 'alert', 'User rejected the request.'))
    expect(getByRole(view.container, 'button', 'Try again')).toBeTruthy()
    expect(await findAxeViolations(view.container)).toEqual([])
    await view.unmount()
  })
})
