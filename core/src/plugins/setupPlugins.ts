import { isPluginEnabled } from '../actions/isPluginEnabled.js'
import { pluginHookTimeoutMs } from '../constants/timings.js'
import { PluginHookError } from '../errors/plugin.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import type { StorageLike } from '../storage/StorageLike.js'
import { createPluginContext } from './createPluginContext.js'
import { reportPluginFailure, withinTime } from './isolatePluginHooks.js'

/**
 * Runs each enabled plugin's `setup` in plugin order with its context (tap-only hooks, scoped events, its own state
 * slice, reset to its initial value on the events the plugin's `resetOn` names, and its storage). A `setup` that
 * throws is reported on the `error` event (naming the plugin, once `createKernel` has returned) and the plugin is skipped from then on (its taps and
 * listeners pass); one that returns a promise which rejects, or has not settled after `pluginHookTimeoutMs`, is
 * reported too. Either way the kernel starts.
 */
export function setupPlugins(kernel: Kernel, storage: StorageLike): void {
  const internals = getKernelInternals(kernel)
  for (const plugin of kernel.plugins) {
    if (!isPluginEnabled(kernel, plugin)) continue
    let failed = false
    const context = createPluginContext(kernel, { plugin, storage, isFailed: () => failed })
    internals.pluginContexts.set(plugin.name, context)
    if (plugin.state) {
      context.resetState()
      for (const event of new Set(plugin.resetOn ?? [])) {
        const reset = () => context.resetState()
        kernel.events.on(event, reset)
        internals.cleanups.push(() => kernel.events.off(event, reset))
      }
    }
    let cleanup: unknown
    try {
      cleanup = plugin.setup?.(context as never)
    } catch (cause) {
      failed = true
      // After `createKernel` returns, so the host's `error` listener (added right after) hears it.
      const error = new PluginHookError({ plugin: plugin.name, hook: 'setup', cause })
      queueMicrotask(() => reportPluginFailure(kernel, error))
      continue
    }
    if (typeof cleanup === 'function') internals.cleanups.push(cleanup as () => void)
    else if (cleanup && typeof (cleanup as Promise<unknown>).then === 'function') {
      let timedOut = false
      withinTime(
        () => cleanup as Promise<unknown>,
        pluginHookTimeoutMs,
        () => {
          timedOut = true
        },
      ).catch((cause: unknown) =>
        reportPluginFailure(
          kernel,
          new PluginHookError({
            plugin: plugin.name,
            hook: 'setup',
            ...(timedOut ? { timeoutMs: pluginHookTimeoutMs } : { cause }),
          }),
        ),
      )
    }
  }
}
