import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import type { ChainAdapter } from '../plugins/ChainAdapter.js'
import { getNamespaceOwners } from './getNamespaceOwners.js'

/**
 * The adapter behind a namespace's session: the one that reported the connected connector (WalletConnect's, say),
 * else the namespace's own adapter, preferring a single-namespace one over the universal (WalletConnect) adapter.
 */
export function getAdapter(kernel: Kernel, namespace: ChainNamespace): ChainAdapter | undefined {
  const connectorId = kernel.store.getState().accounts[namespace]?.connectorId
  const owner = connectorId ? getKernelInternals(kernel).connectorOwners.get(connectorId) : undefined
  const candidates = getNamespaceOwners(kernel.adapters, namespace)
  return (
    (owner ? kernel.adapters.find((adapter) => adapter.name === owner) : undefined) ??
    candidates.find((adapter) => adapter.adapterType !== 'universal') ??
    candidates[0]
  )
}
