import type { CoreView } from '@foyer/core'
import type { ViewLoader } from '../types/ReactPlugin.js'

/**
 * The core views' modules, loaded on first show. SIWX, Farcaster and name registration come with their plugins;
 * the router reports a clear error for a view nobody registered.
 */
export const coreViewLoaders: Partial<Record<CoreView, ViewLoader>> = {
  Connect: () => import('./Connect.js'),
  AllWallets: () => import('./AllWallets.js'),
  ConnectingExternal: () => import('./ConnectingExternal.js'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect.js'),
  ConnectingWalletConnectBasic: () => import('./ConnectingWalletConnectBasic.js'),
  Account: () => import('./Account.js'),
  Networks: () => import('./Networks.js'),
  UnsupportedChain: () => import('./UnsupportedChain.js'),
  ApproveTransaction: () => import('./ApproveTransaction.js'),
}
