import type { ChainNamespace, Kernel } from '@foyer/core'
import { viewRegistryOf } from '../../modal/viewRegistryOf.js'

/**
 * Whether the plugin that fills the view `viewId` works in `namespace` (its `namespaces`; every namespace when it
 * declares none, or when `namespace` is undefined). A slot no plugin fills stays offered: its fallback shows.
 */
export function isOfferedIn(kernel: Kernel, viewId: string, namespace: ChainNamespace | undefined): boolean {
  const owner = viewRegistryOf(kernel).get(viewId)?.plugin
  const plugin = owner === undefined ? undefined : kernel.plugins.find((entry) => entry.name === owner)
  return !namespace || !plugin?.namespaces || plugin.namespaces.includes(namespace)
}
