import { devnetConfig } from './devnetConfig.js'

/**
 * WalletConnect as an AppKit app gets it, from `projectId` alone (createAppKit adds it, loaded on first use), meeting
 * wallets on the devnet's relay instead of WalletConnect's public one; off when the stack runs no relay.
 */
export const walletConnectOptions: { relayUrl: string } | { enableWalletConnect: false } =
  devnetConfig.relayUrl ? { relayUrl: devnetConfig.relayUrl } : { enableWalletConnect: false }
