// The Solana harness: the devnet's wallet-standard dev wallet with two accounts, for solana adapters' suites.

export {
  type CreateConformanceSolanaWalletParameters,
  createConformanceSolanaWallet,
  createSwitchableSolanaWallet,
  registerStandardWallet,
  type SwitchableSolanaWallet,
} from '../solana/createConformanceSolanaWallet.js'
