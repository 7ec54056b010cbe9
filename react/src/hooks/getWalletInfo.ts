import type { Kernel } from '@foyer/core'
import { selectStable } from '@foyer/core/internal'

export type WalletInfo = { name: string; icon?: string | undefined }

/** The wallet behind the active namespace's connection, or undefined when disconnected. Stable until it changes. */
export function getWalletInfo(kernel: Kernel): WalletInfo | undefined {
  return selectStable(kernel, 'react:walletInfo', ({ accounts, network, connectors }) => {
    const account = network.activeNamespace ? accounts[network.activeNamespace] : undefined
    if (account?.status !== 'connected' || !account.connectorId) return undefined
    const connector = connectors.find((entry) => entry.id === account.connectorId)
    const name = connector?.name ?? account.connectorId
    return connector?.imageUrl ? { name, icon: connector.imageUrl } : { name }
  })
}
