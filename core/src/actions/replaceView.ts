import type { Kernel } from '../kernel/Kernel.js'
import { setKernelState } from '../kernel/kernelInternals.js'
import type { ViewName } from '../router/views.js'
import { assertView } from './openModal.js'

/** Moves to `view` in place of the current one. */
export function replaceView(kernel: Kernel, view: ViewName, data?: Record<string, unknown>): void {
  assertView(kernel, view)
  const { router } = kernel.store.getState()
  setKernelState(kernel, {
    router: {
      ...router,
      view,
      history: [...router.history.slice(0, -1), { view, ...(data ? { data } : {}) }],
    },
  })
  kernel.events.emit('viewChange', { view, previousView: router.view })
}
