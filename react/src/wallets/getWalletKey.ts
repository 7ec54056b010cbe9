import type { WalletEntry } from './WalletEntry.js'

/**
 * The React key of a wallet's row: its first connector's id for an installed wallet, which stays the same when the
 * registry arrives and gives the entry its registry id. A row keyed by `id` would remount then, and a keyboard user
 * focused on it would lose focus under their finger.
 */
export function getWalletKey(wallet: WalletEntry): string {
  const connector = wallet.connectors[0]
  return connector ? `connector:${connector.id}` : wallet.id
}
