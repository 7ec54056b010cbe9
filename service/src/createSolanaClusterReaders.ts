import { UnsupportedChainError } from './serviceErrors.js'
import { knownSolanaClusters } from './solanaClusters.js'

/** One cluster of a local Solana endpoint (what `startSolanaRpc().clusters.*` holds fits). */
export type ServiceSolanaCluster = {
  url: string
  caipNetworkId: `solana:${string}`
  /** The older id wallets still send (mainnet and devnet); answered as the same cluster. */
  deprecatedCaipNetworkId?: `solana:${string}` | undefined
  /** The test USDC mint of the cluster. */
  usdcMint?: string
  /** More mints the service names and prices, by mint address (the devnet's Token-2022 fee token). */
  tokens?: Readonly<Record<string, SolanaMint>> | undefined
}

/** The local Solana endpoint: `startSolanaRpc()`'s return value fits, and serves every cluster. */
export type ServiceSolana = {
  /** Used when `clusters` is absent: one endpoint standing in for `caipNetworkId`. */
  url: string
  /** Solana mainnet when absent. */
  caipNetworkId?: `solana:${string}`
  clusters?: Readonly<Record<string, ServiceSolanaCluster>>
}

export type SolanaMint = { symbol: string; name: string; priceUsd: number }

export type SolanaClusterReader = {
  url: string
  caip2: `solana:${string}`
  /** Every CAIP-2 id the cluster answers to: its own first, then the deprecated one. */
  ids: `solana:${string}`[]
  /** The mints with a known symbol and price. */
  mint: (address: string) => SolanaMint | undefined
}

export type SolanaClusterReaders = {
  all: SolanaClusterReader[]
  /** By CAIP-2 id, the deprecated ids included; throws a 400 naming the chain when it is not served. */
  get: (chainId: string) => SolanaClusterReader
  find: (chainId: string) => SolanaClusterReader | undefined
}

export const solanaMainnetCaip2 = knownSolanaClusters.mainnet.caipNetworkId
export const solPriceUsd = 150
const usdc: SolanaMint = { symbol: 'USDC', name: 'USD Coin', priceUsd: 1 }

export function createSolanaClusterReaders(solana: ServiceSolana | undefined): SolanaClusterReaders {
  const configured: ServiceSolanaCluster[] = !solana
    ? []
    : solana.clusters
      ? Object.values(solana.clusters)
      : [{ url: solana.url, caipNetworkId: solana.caipNetworkId ?? solanaMainnetCaip2 }]
  const all = configured.map((cluster): SolanaClusterReader => {
    const known = Object.values(knownSolanaClusters).find(
      (entry) => entry.caipNetworkId === cluster.caipNetworkId,
    )
    const deprecated = cluster.deprecatedCaipNetworkId ?? known?.deprecatedCaipNetworkId
    const mints = new Map<string, SolanaMint>()
    for (const mint of [cluster.usdcMint, known?.usdcMint]) if (mint) mints.set(mint, usdc)
    for (const [mint, token] of Object.entries(cluster.tokens ?? {})) mints.set(mint, token)
    return {
      url: cluster.url,
      caip2: cluster.caipNetworkId,
      ids: deprecated ? [cluster.caipNetworkId, deprecated] : [cluster.caipNetworkId],
      mint: (address) => mints.get(address),
    }
  })
  const find = (chainId: string) => all.find((reader) => reader.ids.includes(chainId as `solana:${string}`))
  return {
    all,
    find,
    get(chainId) {
      const reader = find(chainId)
      if (!reader) throw new UnsupportedChainError(chainId)
      return reader
    },
  }
}
