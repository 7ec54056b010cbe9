// @vitest-environment jsdom
import { connect, request, UserRejectedRequestError } from '@foyer/core'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ApproveTransaction from './ApproveTransaction.js'
import { acceptUntrustedGesturesInTests } from './parts/isTrustedGesture.js'
import { createViewTestKernel } from './testing/createViewTestKernel.test-utils.js'
import { findAxeViolations } from './testing/findAxeViolations.test-utils.js'
import { getByRole, renderView } from './testing/renderView.test-utils.js'

// The embedded wallet signs without a prompt of its own, so the modal asks through this view.
const embedded = [{ id: 'auth', type: 'AUTH' as const, name: 'Email', namespace: 'eip155' as const }]
const message = '0x48656c6c6f20466f796572' // "Hello Foyer"

async function pendingSignature() {
  const setup = createViewTestKernel({ connectors: embedded })
  await connect(setup.kernel, { namespace: 'eip155', connectorId: 'auth' })
  const result = request(setup.kernel, { method: 'personal_sign', params: [message, setup.wallet.address] })
  // Handled from the start: a rejection must not count as unhandled while the test clicks.
  result.catch(() => {})
  await waitFor(() => expect(setup.kernel.store.getState().router.view).toBe('ApproveTransaction'))
  return { ...setup, result }
}

describe('ApproveTransaction', () => {
  it("shows the request and approves it on the user's click", async () => {
    const { kernel, wallet, result } = await pendingSignature()
    const view = await renderView(kernel, ApproveTransaction)
    expect(view.container.textContent).toContain('personal_sign')
    expect(view.container.textContent).toContain('Hello Foyer')
    // jsdom never dispatches trusted events: the seam stands in for the user's own click.
    const stop = acceptUntrustedGesturesInTests()
    try {
      await view.user.click(getByRole(view.container, 'button', 'Approve'))
    } finally {
      stop()
    }
    await expect(result).resolves.toMatch(/^0xsigned/)
    expect(wallet.calls).toContain('request:personal_sign')
    expect(kernel.store.getState().rpc.pending).toEqual([])
    await view.unmount()
  })

  it("a script's click on Approve (an untrusted event) approves nothing", async () => {
    const { kernel, wallet, result } = await pendingSignature()
    const view = await renderView(kernel, ApproveTransaction)
    const approve = getByRole(view.container, 'button', 'Approve')
    approve.click()
    approve.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(kernel.store.getState().rpc.pending).toHaveLength(1)
    expect(kernel.store.getState().router.view).toBe('ApproveTransaction')
    // Approved, the request would settle with the wallet's signature: Reject settling it shows neither click approved.
    await view.user.click(getByRole(view.container, 'button', 'Reject'))
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.calls).not.toContain('request:personal_sign')
    await view.unmount()
  })

  it('approving is not part of the public API of @foyer/core', async () => {
    const core: Record<string, unknown> = await import('@foyer/core')
    expect(core.approveRpcRequest).toBeUndefined()
    expect(core.rejectRpcRequest).toBeUndefined()
  })

  it('rejects it without reaching the wallet', async () => {
    const { kernel, wallet, result } = await pendingSignature()
    const view = await renderView(kernel, ApproveTransaction)
    await view.user.click(getByRole(view.container, 'button', 'Reject'))
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.calls).not.toContain('request:personal_sign')
    expect(kernel.store.getState().router.open).toBe(false)
    await view.unmount()
  })

  it('has no axe-core violations', async () => {
    const { kernel, result } = await pendingSignature()
    const view = await renderView(kernel, ApproveTransaction)
    expect(view.container.textContent).toContain('Hello Foyer')
    expect(await findAxeViolations(view.container)).toEqual([])
    await view.user.click(getByRole(view.container, 'button', 'Reject'))
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError)
    await view.unmount()
  })
})
