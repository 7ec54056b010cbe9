import type { AppKitNetwork, CaipNetwork } from './CaipNetwork.js'

/**
 * A viem chain (as AppKit apps pass them, from `viem/chains`) has neither `chainNamespace` nor `caipNetworkId`: it is
 * an EVM network and gets both. Anything else comes back as it is, for a schema to judge.
 */
export function toCaipNetwork(network: AppKitNetwork): CaipNetwork
export function toCaipNetwork(network: unknown): unknown
export function toCaipNetwork(network: unknown): unknown {
  if (typeof network !== 'object' || network === null) return network
  const fields = network as { id?: unknown; chainNamespace?: unknown; caipNetworkId?: unknown }
  if (fields.chainNamespace !== undefined || fields.caipNetworkId !== undefined) return network
  if (typeof fields.id !== 'number') return network
  return { ...network, chainNamespace: 'eip155', caipNetworkId: `eip155:${fields.id}` }
}
