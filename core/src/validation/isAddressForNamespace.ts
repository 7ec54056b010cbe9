import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { isChainNamespace } from '../caip/chainNamespaces.js'
import { getChainNamespaceDefinition } from '../caip/getChainNamespaceDefinition.js'

/** Whether `address` has the address format of `namespace` (its definition's `isAddress`); unknown namespaces give false. */
export function isAddressForNamespace(address: unknown, namespace: ChainNamespace | (string & {})): boolean {
  if (!isChainNamespace(namespace) || typeof address !== 'string') return false
  return getChainNamespaceDefinition(namespace).isAddress(address)
}
