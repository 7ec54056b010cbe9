import type { ChainNamespace } from '@foyer/core'

/** What a session asks each namespace's wallet for (SPEC.md §7); methods not listed go to the network's RPC URL. */
export const walletConnectMethods = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_sendRawTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'personal_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_registerOnboarding',
    'wallet_watchAsset',
    'wallet_scanQRCode',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
} as const satisfies Partial<Record<ChainNamespace, readonly string[]>>

export const walletConnectEvents = ['accountsChanged', 'chainChanged'] as const

export type WalletConnectNamespace = keyof typeof walletConnectMethods

export function isWalletConnectNamespace(namespace: string): namespace is WalletConnectNamespace {
  return Object.hasOwn(walletConnectMethods, namespace)
}
