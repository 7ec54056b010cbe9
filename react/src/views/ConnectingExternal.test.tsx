// @vitest-environment jsdom
import {
  closeModal,
  connectTimeoutMs,
  getAccount,
  getConnection,
  openModal,
  pushView,
  setLocale,
} from '@foyer/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import ConnectingExternal from './ConnectingExternal.js'
import {
  createTestWallet,
  createViewTestKernel,
  testAddress,
} from './testing/createViewTestKernel.test-utils.js'
import { findAxeViolations } from './testing/findAxeViolations.test-utils.js'
import { getByRole, queryAllByRole, renderView } from './testing/renderView.test-utils.js'

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
    // A synchronous click: the alert is checked gone before the wallet answers. Once it has, the modal closes and this
    // view, still mounted here, says the wallet is unavailable (in the modal it unmounts).
    fireEvent.click(getByRole(view.container, 'button', 'Try again'))
    expect(queryAllByRole(view.container, 'alert')).toHaveLength(0)
    await waitFor(() => expect(getAccount(kernel).isConnected).toBe(true))
    expect(wallet.calls).toEqual(['connect:io.metamask', 'connect:io.metamask'])
    expect(kernel.store.getState().router.open).toBe(false)
    await view.unmount()
  })

  it("says the wallet's rejection in the modal's language, by the error's name (its message stays English)", async () => {
    const { kernel } = createViewTestKernel({ connectors, wallet: createTestWallet({ rejectConnect: true }) })
    setLocale(kernel, 'ja')
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingExternal', { connectorId: 'io.metamask' })
    const view = await renderView(kernel, ConnectingExternal)
    await waitFor(() => getByRole(view.container, 'alert', 'リクエストを拒否しました。'))
    await act(async () => setLocale(kernel, 'ar'))
    await waitFor(() => getByRole(view.container, 'alert', 'لقد رفضت الطلب.'))
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

  describe('a wallet that never answers', () => {
    it('leaving the view cancels the attempt: disconnected at once, the late answer is ignored', async () => {
      const { kernel, wallet } = createViewTestKernel({
        connectors,
        wallet: createTestWallet({ connectDelayMs: 300 }),
      })
      await openModal(kernel, { view: 'Connect' })
      pushView(kernel, 'ConnectingExternal', { connectorId: 'io.metamask' })
      const view = await renderView(kernel, ConnectingExternal)
      expect(getConnection(kernel).status).toBe('connecting')
      await view.unmount()
      await waitFor(() => expect(getConnection(kernel).status).toBe('disconnected'))
      // The wallet answers after all: the account must not appear, and the adapter lets go of it.
      await waitFor(() => expect(wallet.calls).toEqual(['connect:io.metamask', 'disconnect']))
      expect(getAccount(kernel)).toMatchObject({ isConnected: false, status: 'disconnected' })

      wallet.connectDelayMs = 20
      const again = await renderView(kernel, ConnectingExternal)
      await waitFor(() => expect(getAccount(kernel).isConnected).toBe(true))
      await again.unmount()
    })

    it('closing the modal cancels it too', async () => {
      const { kernel, wallet } = createViewTestKernel({
        connectors,
        wallet: createTestWallet({ connectDelayMs: 300 }),
      })
      await openModal(kernel, { view: 'Connect' })
      pushView(kernel, 'ConnectingExternal', { connectorId: 'io.metamask' })
      const view = await renderView(kernel, ConnectingExternal)
      await act(async () => {
        closeModal(kernel)
      })
      expect(getConnection(kernel).status).toBe('disconnected')
      expect(view.container.textContent).not.toContain('Connection cancelled')
      await waitFor(() => expect(wallet.calls).toContain('disconnect'))
      expect(getAccount(kernel).isConnected).toBe(false)
      await view.unmount()
    })

    it(`gives up after ${connectTimeoutMs / 1000} s with a clear message and a working retry`, async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      try {
        const { kernel, wallet } = createViewTestKernel({
          connectors,
          wallet: createTestWallet({ connectDelayMs: 10 * connectTimeoutMs }),
        })
        await openModal(kernel, { view: 'Connect' })
        pushView(kernel, 'ConnectingExternal', { connectorId: 'io.metamask' })
        const view = await renderView(kernel, ConnectingExternal)
        expect(getByRole(view.container, 'status', 'Continue in MetaMask')).toBeTruthy()
        await act(async () => {
          await vi.advanceTimersByTimeAsync(connectTimeoutMs)
        })
        await waitFor(() => getByRole(view.container, 'alert', 'The wallet did not respond'))
        expect(getConnection(kernel).status).toBe('disconnected')
        expect(kernel.store.getState().router).toMatchObject({ open: true, view: 'ConnectingExternal' })

        wallet.connectDelayMs = 20
        await view.user.click(getByRole(view.container, 'button', 'Try again'))
        await waitFor(() => expect(getAccount(kernel).isConnected).toBe(true))
        expect(kernel.store.getState().router.open).toBe(false)
        await view.unmount()
      } finally {
        vi.useRealTimers()
      }
    })
  })
})
