import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'

export type SolanaClusterName = 'mainnet' | 'devnet' | 'testnet'

export type SolanaCluster = {
  name: SolanaClusterName
  /** The cluster's real genesis hash; the local endpoint answers `getGenesisHash` with it. */
  genesisHash: string
  /** CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
  caipNetworkId: `solana:${string}`
  /** The older id wallets still send for mainnet and devnet. */
  deprecatedCaipNetworkId: `solana:${string}` | undefined
  /** The address of the local test USDC mint: the real USDC mint address where the cluster has one. */
  usdcMint: string
}

function cluster(
  name: SolanaClusterName,
  genesisHash: string,
  deprecatedReference: string | undefined,
  usdcMint: string,
): SolanaCluster {
  return {
    name,
    genesisHash,
    caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
    deprecatedCaipNetworkId: deprecatedReference ? `solana:${deprecatedReference}` : undefined,
    usdcMint,
  }
}

export const solanaClusters: Readonly<Record<SolanaClusterName, SolanaCluster>> = Object.freeze({
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
  // Testnet has no Circle USDC; a mint address derived from the dev seed stands in (see solanaDevAccounts).
  testnet: cluster(
    'testnet',
    '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
    undefined,
    deriveSolanaKeypair('testnet/usdc-mint').address,
  ),
})

export const solanaClusterNames: readonly SolanaClusterName[] = ['mainnet', 'devnet', 'testnet']
