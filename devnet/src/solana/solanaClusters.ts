import { type KnownSolanaCluster, knownSolanaClusters, type SolanaClusterName } from '@foyer/service/networks'
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'

export type { SolanaClusterName }

export type SolanaCluster = KnownSolanaCluster & {
  /** The address of the local test USDC mint: the real USDC mint address where the cluster has one. */
  usdcMint: string
}

export const solanaClusters: Readonly<Record<SolanaClusterName, SolanaCluster>> = Object.freeze({
  mainnet: { ...knownSolanaClusters.mainnet, usdcMint: knownSolanaClusters.mainnet.usdcMint ?? '' },
  devnet: { ...knownSolanaClusters.devnet, usdcMint: knownSolanaClusters.devnet.usdcMint ?? '' },
  // Testnet has no Circle USDC; a mint address derived from the dev seed stands in (see solanaDevAccounts).
  testnet: { ...knownSolanaClusters.testnet, usdcMint: deriveSolanaKeypair('testnet/usdc-mint').address },
})

export const solanaClusterNames: readonly SolanaClusterName[] = ['mainnet', 'devnet', 'testnet']
