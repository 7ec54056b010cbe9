import { deriveSolanaKeypair, type SolanaKeypair } from './deriveSolanaKeypair.js'

export type SolanaDevAccount = SolanaKeypair & { index: number }

/** Ten deterministic dev accounts; the local Solana endpoint funds each with SOL and test USDC at start. */
export const solanaDevAccounts: readonly SolanaDevAccount[] = Object.freeze(
  Array.from({ length: 10 }, (_, index) => ({ index, ...deriveSolanaKeypair(`account/${index}`) })),
)
