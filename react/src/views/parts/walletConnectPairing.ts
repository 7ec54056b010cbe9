import { pairingExpiryMarginMs } from '@foyer/core'

/** The pairing a WalletConnect connector reported into the view's router data (`uri`, optional `expiresAt`). */
export type WalletConnectPairing = { uri: string; expiresAt?: number }

/** The pairing in router data, if any. */
export function readWalletConnectPairing(
  data: Readonly<Record<string, unknown>>,
): WalletConnectPairing | undefined {
  const { uri, expiresAt } = data
  if (typeof uri !== 'string' || !uri.startsWith('wc:')) return undefined
  return typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? { uri, expiresAt } : { uri }
}

/** True when under 10 s of the pairing remain (SPEC.md §5): a wallet scanning it now could not finish in time. */
export function isPairingExpired(expiresAt: number, now: number = Date.now()): boolean {
  return expiresAt - now < pairingExpiryMarginMs
}

/**
 * Where a pairing stands: `fresh` (show it), `renewing` (under 10 s left: the connector is making a new one) or
 * `expired` (past its end with no new one: the user has to ask again). A pairing without an expiry stays fresh.
 */
export function getPairingState(
  pairing: WalletConnectPairing,
  now: number = Date.now(),
): 'fresh' | 'renewing' | 'expired' {
  if (pairing.expiresAt === undefined || !isPairingExpired(pairing.expiresAt, now)) return 'fresh'
  return now < pairing.expiresAt ? 'renewing' : 'expired'
}
