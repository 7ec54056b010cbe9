import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'

/** Stops timers, runs plugin and adapter cleanups and drops every listener. The kernel is unusable afterwards. */
export function destroyKernel(kernel: Kernel): void {
  const internals = getKernelInternals(kernel)
  if (internals.destroyed) return
  internals.destroyed = true
  for (const timer of internals.timers) clearTimeout(timer)
  internals.timers.clear()
  for (const cleanup of internals.cleanups.splice(0).reverse()) cleanup()
  kernel.events.all.clear()
  internals.pluginEvents.all.clear()
}
