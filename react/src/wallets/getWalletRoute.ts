import type { ChainNamespace, ViewName } from '@foyer/core'
import type { WalletEntry } from './WalletEntry.js'

export type WalletRoute = { view: ViewName; data: Record<string, unknown> }

/**
 * Where choosing a wallet leads: its own connector (extension, injected, SDK) connects directly
 * (`ConnectingExternal`); a registry or custom wallet without one pairs through WalletConnect
 * (`ConnectingWalletConnect`). A connector in the active namespace is preferred.
 */
export function getWalletRoute(wallet: WalletEntry, activeNamespace?: ChainNamespace): WalletRoute {
  const display = {
    name: wallet.name,
    ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
    ...(wallet.imageId ? { imageId: wallet.imageId } : {}),
  }
  if (wallet.walletConnect) return { view: 'ConnectingWalletConnect', data: {} }
  const direct = wallet.connectors.filter((connector) => connector.type !== 'WALLET_CONNECT')
  const connector = direct.find((entry) => entry.namespace === activeNamespace) ?? direct[0]
  if (connector) {
    return {
      view: 'ConnectingExternal',
      data: { connectorId: connector.id, namespace: connector.namespace, ...display },
    }
  }
  return {
    view: 'ConnectingWalletConnect',
    data: { walletId: wallet.explorerId ?? wallet.id, links: wallet.links, ...display },
  }
}
