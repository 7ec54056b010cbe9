import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import type { AnyFoyerPlugin, PluginContextOf } from './FoyerPlugin.js'

/**
 * The context the kernel built for an installed, enabled plugin (by the plugin object or its name), or undefined.
 * For the kernel's `KernelAccess` (the React layer hands it to the plugin's views) and the test harness.
 */
export function getPluginContext<plugin extends AnyFoyerPlugin>(
  kernel: Kernel,
  plugin: plugin | string,
): PluginContextOf<plugin> | undefined {
  const name = typeof plugin === 'string' ? plugin : plugin.name
  return getKernelInternals(kernel).pluginContexts.get(name) as PluginContextOf<plugin> | undefined
}
