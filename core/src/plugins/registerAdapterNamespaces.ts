import { isChainNamespace } from '../caip/chainNamespaces.js'
import { registerChainNamespace } from '../caip/registerChainNamespace.js'
import { InvalidChainNamespaceDefinitionError, UnknownChainNamespaceError } from '../errors/caip.js'
import type { ChainAdapter } from './ChainAdapter.js'

/**
 * Registers the namespace each adapter declares (`namespaceDefinition`), which must be the adapter's own, then
 * refuses an adapter whose namespaces are still unknown: its wallets would be listed and then fail to connect.
 */
export function registerAdapterNamespaces(adapters: readonly unknown[]): void {
  for (const adapter of adapters) {
    if (typeof adapter !== 'object' || adapter === null) continue
    const { name, namespace, namespaceDefinition, fallbackNamespaces } = adapter as Partial<ChainAdapter>
    if (namespaceDefinition !== undefined) {
      const declared: unknown = (namespaceDefinition as { namespace?: unknown } | null)?.namespace
      if (declared !== namespace) {
        throw new InvalidChainNamespaceDefinitionError({
          namespace: declared,
          adapter: name,
          reason: `the adapter's namespace is ${JSON.stringify(namespace)}, and an adapter declares only its own`,
        })
      }
      registerChainNamespace(namespaceDefinition, name)
    }
    for (const owned of [namespace, ...(Array.isArray(fallbackNamespaces) ? fallbackNamespaces : [])]) {
      if (typeof owned === 'string' && !isChainNamespace(owned))
        throw new UnknownChainNamespaceError({ namespace: owned })
    }
  }
}
