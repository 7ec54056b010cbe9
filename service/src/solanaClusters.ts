export type SolanaClusterName = 'mainnet' | 'devnet' | 'testnet'

/** A public Solana cluster as wallets name it. */
export type KnownSolanaCluster = {
  name: SolanaClusterName
  /** The cluster's genesis hash. */
  genesisHash: string
  /** CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
  caipNetworkId: `solana:${string}`
  /** The older id wallets still send for mainnet and devnet. */
  deprecatedCaipNetworkId: `solana:${string}` | undefined
  /** Circle's USDC mint on the cluster, where it has one. */
  usdcMint: string | undefined
}

function cluster(
  name: SolanaClusterName,
  genesisHash: string,
  deprecatedReference: string | undefined,
  usdcMint: string | undefined,
): KnownSolanaCluster {
  return {
    name,
    genesisHash,
    caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
    deprecatedCaipNetworkId: deprecatedReference ? `solana:${deprecatedReference}` : undefined,
    usdcMint,
  }
}

/** The public clusters' ids, which the service accepts in `chainId` and sign-in messages. */
export const knownSolanaClusters: Readonly<Record<SolanaClusterName, KnownSolanaCluster>> = Object.freeze({
  mainnet: cluster(
    'mainnet',
    '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
    '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  ),
  devnet: cluster(
    'devnet',
    'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
    '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
    '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
  ),
  testnet: cluster('testnet', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY', undefined, undefined),
})
