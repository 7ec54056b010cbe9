import type { CoreView } from '@foyer/core'
import type { ViewLoader } from '../types/ReactPlugin.js'

/**
 * The core views loaded on first show, apart from the modal's chunk (`coreViewComponents`): All Wallets brings its
 * list virtualizer. SIWX, Farcaster and name registration come with their plugins; the router reports a clear error
 * for a view nobody registered.
 */
export const coreViewLoaders: Partial<Record<CoreView, ViewLoader>> = {
  AllWallets: () => import('./AllWallets.js'),
}
