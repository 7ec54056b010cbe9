import type { CaipNetwork } from '@foyer/core/eager'

/** Genesis-hash prefixes (current and pre-2023 CAIP-2 references) of the clusters wallet-standard names. */
const clusterReferences: Record<string, `solana:${string}`> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The chain id wallet-standard wallets use for `network` (`solana:mainnet`, `solana:devnet`, `solana:testnet`); a
 * network of another cluster keeps its CAIP-2 id.
 */
export function toWalletStandardChain(network: CaipNetwork): `solana:${string}` {
  const reference = network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)
  return clusterReferences[reference] ?? (`solana:${reference}` as const)
}
