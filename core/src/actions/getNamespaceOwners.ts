import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { ChainAdapter } from '../plugins/ChainAdapter.js'

/**
 * The adapters that own a namespace: those whose `namespace` is it, or, only when there are none, those that list it
 * in `fallbackNamespaces`.
 */
export function getNamespaceOwners(
  adapters: readonly ChainAdapter[],
  namespace: ChainNamespace,
): ChainAdapter[] {
  const primary = adapters.filter((adapter) => adapter.namespace === namespace)
  if (primary.length) return primary
  return adapters.filter((adapter) => adapter.fallbackNamespaces?.includes(namespace))
}
