/** The connector id the WalletConnect adapter reports in every namespace it serves. */
export const walletConnectConnectorId = 'walletConnect'

/** WalletConnect's public relay: the default relay, as in AppKit (`relayUrl` overrides it). */
export const walletConnectCloudRelayUrl = 'wss://relay.walletconnect.org'

/** The namespaces a WalletConnect session can cover. */
export const walletConnectNamespaces = ['eip155', 'solana', 'bip122'] as const
