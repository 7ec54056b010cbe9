import type { Kernel } from '@foyer/core'
import type { ReactPlugin, ViewLoader } from '../../types/ReactPlugin.js'

/** The loader a plugin ships for a registered view id, or undefined when no enabled plugin provides it. */
export function findViewLoader(kernel: Kernel, viewId: string): ViewLoader | undefined {
  const definition = kernel.views[viewId]
  if (!definition) return undefined
  const plugins = kernel.plugins as readonly ReactPlugin[]
  const owner = plugins.find((plugin) => plugin.name === definition.plugin)
  return owner?.viewLoaders?.[viewId] ?? plugins.find((plugin) => plugin.viewLoaders?.[viewId])?.viewLoaders?.[viewId]
}
