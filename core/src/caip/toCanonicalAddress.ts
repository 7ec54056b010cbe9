import { type ChainNamespace, registeredChainNamespaces } from './chainNamespaces.js'

/** `address` in its namespace's canonical form (a registered namespace's `formatAddress`), else as given. */
export function toCanonicalAddress(namespace: ChainNamespace, address: string): string {
  const format = registeredChainNamespaces.get(namespace)?.definition.formatAddress
  return format ? format(address) : address
}
