import type { Kernel } from '../createKernel.js'
import { isPluginEnabled } from '../utils/isPluginEnabled.js'
import { createPluginContext } from './createPluginContext.js'

/** Runs each enabled plugin's `setup` in plugin order, giving it tap-only hooks and its own state slice. */
export function setupPlugins(kernel: Kernel): void {
  for (const plugin of kernel.plugins) {
    if (!isPluginEnabled(kernel, plugin)) continue
    if (plugin.state) {
      const initial = plugin.state()
      kernel.store.setState((state) => ({ plugins: { ...state.plugins, [plugin.name]: initial } }))
    }
    const cleanup = plugin.setup?.(createPluginContext(kernel, plugin.name))
    if (typeof cleanup === 'function') kernel._internal.cleanups.push(cleanup)
  }
}
