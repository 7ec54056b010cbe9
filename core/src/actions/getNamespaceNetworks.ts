import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import type { Kernel } from '../kernel/Kernel.js'

/** The networks of one namespace, in configured order. */
export function getNamespaceNetworks(kernel: Kernel, namespace: ChainNamespace): CaipNetwork[] {
  return kernel.store.getState().network.networks.filter((network) => network.chainNamespace === namespace)
}
