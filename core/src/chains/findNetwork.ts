import type { CaipNetwork } from './CaipNetwork.js'

/**
 * Finds a network by CAIP-2 id (current or deprecated) or by chain id (`1`, `'1'`, a Solana reference).
 * Exact CAIP-2 matches win over deprecated ones, which win over bare ids.
 */
export function findNetwork<network extends CaipNetwork>(
  networks: readonly network[],
  caipNetworkIdOrId: string | number,
): network | undefined {
  const wanted = String(caipNetworkIdOrId)
  return (
    networks.find((network) => network.caipNetworkId === wanted) ??
    networks.find((network) => network.deprecatedCaipNetworkId === wanted) ??
    networks.find((network) => String(network.id) === wanted) ??
    networks.find((network) => network.deprecatedCaipNetworkId?.split(':')[1] === wanted)
  )
}
