import type { CaipNetwork } from './CaipNetwork.js'

/**
 * SPEC.md §3: Solana mainnet and devnet keep their pre-2023 CAIP-2 ids for wallets that still use them.
 * Appends, for each network with a `deprecatedCaipNetworkId`, a copy addressed by that id (unless the
 * list already has it). The copy has no `deprecatedCaipNetworkId` of its own, so calling twice is safe.
 */
export function withDeprecatedSolanaIds<network extends CaipNetwork>(
  networks: readonly network[],
): network[] {
  const known = new Set(networks.map((network) => network.caipNetworkId))
  const variants: network[] = []
  for (const network of networks) {
    const deprecatedId = network.deprecatedCaipNetworkId
    if (!deprecatedId || known.has(deprecatedId)) continue
    known.add(deprecatedId)
    const { deprecatedCaipNetworkId: _, ...rest } = network
    const reference = deprecatedId.slice(deprecatedId.indexOf(':') + 1)
    variants.push({ ...rest, id: reference, caipNetworkId: deprecatedId } as unknown as network)
  }
  return [...networks, ...variants]
}
