import type { Kernel } from '../createKernel.js'
import { isPluginEnabled } from '../utils/isPluginEnabled.js'
import { createPluginContext } from './createPluginContext.js'

/**
 * Runs each enabled plugin's `setup` in plugin order, giving it tap-only hooks and its own state slice (reset to its
 * initial value on the events the plugin's `resetOn` names).
 */
export function setupPlugins(kernel: Kernel): void {
  for (const plugin of kernel.plugins) {
    if (!isPluginEnabled(kernel, plugin)) continue
    const { state: createSlice } = plugin
    if (createSlice) {
      const reset = () =>
        kernel.store.setState((state) => ({ plugins: { ...state.plugins, [plugin.name]: createSlice() } }))
      reset()
      for (const event of new Set(plugin.resetOn ?? [])) {
        kernel.events.on(event, reset)
        kernel._internal.cleanups.push(() => kernel.events.off(event, reset))
      }
    }
    const cleanup = plugin.setup?.(createPluginContext(kernel, plugin.name))
    if (typeof cleanup === 'function') kernel._internal.cleanups.push(cleanup)
  }
}
