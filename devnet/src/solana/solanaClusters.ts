import { type KnownSolanaCluster, knownSolanaClusters, type SolanaClusterName } from '@foyer/service/networks'
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'
import { solanaFeeToken } from './solanaFeeToken.js'

export type { SolanaClusterName }

export type SolanaCluster = KnownSolanaCluster & {
  /** The address of the local test USDC mint: the real USDC mint address where the cluster has one. */
  usdcMint: string
  /** The other test tokens of the cluster, by mint, named and priced for the service. */
  tokens: Readonly<Record<string, { symbol: string; name: string; priceUsd: number }>>
}

const tokens = {
  [solanaFeeToken.mint]: { symbol: solanaFeeToken.symbol, name: solanaFeeToken.name, priceUsd: 1 },
}

export const solanaClusters: Readonly<Record<SolanaClusterName, SolanaCluster>> = Object.freeze({
  mainnet: { ...knownSolanaClusters.mainnet, usdcMint: knownSolanaClusters.mainnet.usdcMint ?? '', tokens },
  devnet: { ...knownSolanaClusters.devnet, usdcMint: knownSolanaClusters.devnet.usdcMint ?? '', tokens },
  // Testnet has no Circle USDC; a mint address derived from the dev seed stands in (see solanaDevAccounts).
  testnet: {
    ...knownSolanaClusters.testnet,
    usdcMint: deriveSolanaKeypair('testnet/usdc-mint').address,
    tokens,
  },
})

export const solanaClusterNames: readonly SolanaClusterName[] = ['mainnet', 'devnet', 'testnet']
