import { pairingExpiryMarginMs, pairingLifetimeMs } from '@foyer/core'

/** How long a pairing URI is offered (SPEC.md §9): 4 minutes. */
export { pairingLifetimeMs }
/** A pairing with less than this left counts as expired (10 s): a wallet scanning it now could not finish in time. */
export const pairingExpiredThresholdMs = pairingExpiryMarginMs

/** When a pairing URI created at `now` expires. */
export function getPairingExpiry(now: number = Date.now(), lifetimeMs: number = pairingLifetimeMs): number {
  return now + lifetimeMs
}

/** True when the pairing expiring at `expiresAt` has under 10 s left (SPEC.md §5). */
export function isPairingExpired(expiresAt: number, now: number = Date.now()): boolean {
  return expiresAt - now < pairingExpiredThresholdMs
}

/** Milliseconds until the pairing expiring at `expiresAt` counts as expired (0 when it already does). */
export function msUntilPairingExpired(expiresAt: number, now: number = Date.now()): number {
  return Math.max(0, expiresAt - pairingExpiredThresholdMs - now)
}
