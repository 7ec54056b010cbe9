import type { Kernel } from '../createKernel.js'
import { getKernelInternals } from '../state/kernelInternals.js'
import type { StorageLike } from '../storage/StorageLike.js'
import { isPluginEnabled } from '../utils/isPluginEnabled.js'
import { createPluginContext } from './createPluginContext.js'

/**
 * Runs each enabled plugin's `setup` in plugin order with its context (tap-only hooks, scoped events, its own state
 * slice, reset to its initial value on the events the plugin's `resetOn` names, and its storage).
 */
export function setupPlugins(kernel: Kernel, storage: StorageLike): void {
  const internals = getKernelInternals(kernel)
  for (const plugin of kernel.plugins) {
    if (!isPluginEnabled(kernel, plugin)) continue
    const context = createPluginContext(kernel, { plugin, storage })
    internals.pluginContexts.set(plugin.name, context)
    if (plugin.state) {
      context.resetState()
      for (const event of new Set(plugin.resetOn ?? [])) {
        const reset = () => context.resetState()
        kernel.events.on(event, reset)
        internals.cleanups.push(() => kernel.events.off(event, reset))
      }
    }
    const cleanup = plugin.setup?.(context as never)
    if (typeof cleanup === 'function') internals.cleanups.push(cleanup)
  }
}
