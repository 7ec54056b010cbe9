import { isChainNamespace } from '../caip/chainNamespaces.js'
import { UnknownChainNamespaceError } from '../errors/caip.js'

/**
 * Throws `UnknownChainNamespaceError` for a network (as a host passes it) of a namespace neither built in nor
 * registered by an installed adapter; anything else is left to the network schema.
 */
export function refuseUnknownNamespace(network: unknown): void {
  if (typeof network !== 'object' || network === null) return
  const { chainNamespace, caipNetworkId } = network as { chainNamespace?: unknown; caipNetworkId?: unknown }
  const namespace =
    typeof chainNamespace === 'string'
      ? chainNamespace
      : typeof caipNetworkId === 'string'
        ? caipNetworkId.split(':')[0]
        : undefined
  if (namespace !== undefined && !isChainNamespace(namespace))
    throw new UnknownChainNamespaceError({ namespace })
}
