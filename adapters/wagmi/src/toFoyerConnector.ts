import type { Connector as FoyerConnector } from '@foyer/core/eager'
import type { Connector } from '@wagmi/core'

/**
 * How Foyer lists a wagmi connector: an EIP-6963 wallet (wagmi names it by its rdns) as ANNOUNCED, `window.ethereum`
 * as INJECTED, WalletConnect as WALLET_CONNECT, anything else as EXTERNAL.
 */
export function toFoyerConnector(connector: Connector, announcedRdns?: string): FoyerConnector {
  const rdns =
    announcedRdns ?? (typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]) ?? undefined
  const type = announcedRdns
    ? 'ANNOUNCED'
    : connector.type === 'injected'
      ? 'INJECTED'
      : connector.type === 'walletConnect'
        ? 'WALLET_CONNECT'
        : 'EXTERNAL'
  return {
    id: connector.id,
    type,
    name: connector.id === 'injected' && connector.name === 'Injected' ? 'Browser Wallet' : connector.name,
    namespace: 'eip155',
    ...(rdns ? { rdns } : {}),
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    ...(type === 'ANNOUNCED' || type === 'INJECTED' ? { installed: true } : {}),
  }
}
