import type { Kernel } from '../kernel/Kernel.js'
import { setKernelState } from '../kernel/kernelInternals.js'
import type { ViewName } from '../router/views.js'
import { assertView } from './openModal.js'

/** Moves to `view`, keeping the current one in history so back returns to it. */
export function pushView(kernel: Kernel, view: ViewName, data?: Record<string, unknown>): void {
  assertView(kernel, view)
  const { router } = kernel.store.getState()
  setKernelState(kernel, {
    router: { ...router, view, history: [...router.history, { view, ...(data ? { data } : {}) }] },
  })
  kernel.events.emit('viewChange', { view, previousView: router.view })
}
