import type { ChainNamespace, Kernel } from '@foyer/core/eager'
import { selectStable } from '@foyer/core/eager'

export type WalletInfo = { name: string; icon?: string | undefined }

/**
 * The wallet behind `namespace`'s connection (default: the active namespace), or undefined when it is disconnected.
 * Stable until it changes.
 */
export function getWalletInfo(kernel: Kernel, namespace?: ChainNamespace): WalletInfo | undefined {
  return selectStable(kernel, `react:walletInfo:${namespace ?? '*'}`, ({ accounts, network, connectors }) => {
    const resolved = namespace ?? network.activeNamespace
    const account = resolved ? accounts[resolved] : undefined
    if (account?.status !== 'connected' || !account.connectorId) return undefined
    const connector = connectors.find(
      (entry) => entry.id === account.connectorId && (!resolved || entry.namespace === resolved),
    )
    const name = connector?.name ?? account.connectorId
    return connector?.imageUrl ? { name, icon: connector.imageUrl } : { name }
  })
}
