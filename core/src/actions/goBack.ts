import type { Kernel } from '../kernel/Kernel.js'
import { setKernelState } from '../kernel/kernelInternals.js'
import { closeModal } from './closeModal.js'

/** Returns to the previous view; going back past the first view closes the modal (SPEC.md §2). */
export function goBack(kernel: Kernel): void {
  const { router } = kernel.store.getState()
  if (router.history.length <= 1) {
    closeModal(kernel)
    return
  }
  const history = router.history.slice(0, -1)
  const view = history[history.length - 1]?.view ?? 'Connect'
  setKernelState(kernel, { router: { ...router, view, history } })
  kernel.events.emit('viewChange', { view, previousView: router.view })
}
