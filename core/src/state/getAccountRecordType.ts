import { type AccountType, accountTypes } from '../caip/accountTypes.js'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { Kernel } from '../kernel/Kernel.js'

const embeddedConnectorTypes = new Set(['AUTH', 'ID_AUTH'])

/**
 * The type of the account a connector brings (SPEC.md §3). The embedded (auth) wallet creates the namespace's
 * preferred type; any other wallet's account is its own key: an EOA, or a payment address on bip122.
 */
export function getAccountRecordType(
  kernel: Kernel,
  namespace: ChainNamespace,
  connectorId: string | undefined,
): AccountType {
  const connector = kernel.store
    .getState()
    .connectors.find((entry) => entry.id === connectorId && entry.namespace === namespace)
  if (connector && embeddedConnectorTypes.has(connector.type)) {
    const preferred = kernel.store.getState().accounts[namespace]?.preferredAccountType
    if (preferred) return preferred
  }
  return namespace === 'bip122' ? accountTypes.payment : accountTypes.eoa
}
