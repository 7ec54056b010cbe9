import type {
  EvmChainConfig,
  EvmPoolConfig,
  EvmTokenConfig,
  ServiceAccount,
  UniswapV3Contracts,
} from '@foyer/service'

export type { UniswapV3Contracts }

/** A dev account derived from the devnet mnemonic (index 0..9), funded on every chain. */
export type DevAccount = ServiceAccount

/** A test ERC-20 deployed on a devnet chain (WETH included), priced at `tokenPricesUsd[symbol]`. */
export type EvmDevnetToken = EvmTokenConfig

/** A Uniswap v3 pool the devnet created and seeded at `tokenPricesUsd`. */
export type EvmDevnetPool = EvmPoolConfig

/**
 * A devnet chain as the reference service reads it. Its `idRegistry`'s fids 1..4 belong to dev accounts 0..3
 * (`farcasterDevAccounts`).
 */
export type EvmDevnetChain = EvmChainConfig

export type EvmDevnet = {
  mnemonic: string
  /** The first 10 dev accounts. */
  accounts: DevAccount[]
  chains: EvmDevnetChain[]
  /** Kills every anvil this devnet started. */
  stop: () => Promise<void>
}
