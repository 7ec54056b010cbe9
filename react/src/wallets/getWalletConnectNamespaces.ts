import type { ChainNamespace, Connector } from '@foyer/core/eager'

/**
 * The namespaces of `listed` that a WalletConnect connector reaches, where a registry-only wallet can pair; undefined
 * when the page has no WalletConnect connector at all (WalletConnect off: the pairing view says so itself).
 */
export function getWalletConnectNamespaces(
  listed: readonly Connector[],
  all: readonly Connector[] = listed,
): ChainNamespace[] | undefined {
  const isWalletConnect = (connector: Connector) => connector.type === 'WALLET_CONNECT'
  if (!all.some(isWalletConnect)) return undefined
  return [...new Set(listed.filter(isWalletConnect).map((connector) => connector.namespace))]
}
