// The embedded wallet's EVM provider and Solana wallet, loaded on their first call (see `lazyEmbeddedWallets`).
export { createEmbeddedProvider } from './createEmbeddedProvider.js'
export { createEmbeddedSolanaWallet } from './createEmbeddedSolanaWallet.js'
