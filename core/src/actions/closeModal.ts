import { RpcRequestAbortedError } from '../errors/rpcRejection.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals, setKernelState } from '../kernel/kernelInternals.js'
import { cancelConnectAttempts } from './connectAttempts.js'

/**
 * Closes the modal unless a plugin vetoes it (`shouldClose`, e.g. sign-in required). Pending approval requests are
 * rejected with 'Request was aborted', and connection attempts started in the modal are abandoned (a wallet that
 * never answers cannot leave the status at connecting). Returns whether the modal closed.
 */
export function closeModal(kernel: Kernel): boolean {
  const { router, rpc } = kernel.store.getState()
  if (!router.open) return true
  if (getKernelInternals(kernel).hooks.shouldClose.call({ view: router.view }) === false) return false
  for (const request of rpc.pending) {
    getKernelInternals(kernel)
      .approvals.get(request.id)
      ?.reject(new RpcRequestAbortedError({ method: request.method }))
  }
  setKernelState(kernel, { router: { open: false, view: router.view, history: [] } })
  cancelConnectAttempts(kernel)
  kernel.events.emit('modalClose', { view: router.view })
  getKernelInternals(kernel).hooks.close.call()
  return true
}
