import { describe, expect, it } from 'vitest'
import {
  getPairingExpiry,
  isPairingExpired,
  msUntilPairingExpired,
  pairingExpiredThresholdMs,
  pairingLifetimeMs,
} from './pairingExpiry.js'

describe('pairing expiry', () => {
  const createdAt = 1_700_000_000_000
  const expiresAt = getPairingExpiry(createdAt)

  it('offers a pairing URI for 4 minutes', () => {
    expect(pairingLifetimeMs).toBe(240_000)
    expect(expiresAt).toBe(createdAt + 240_000)
  })

  it('counts a pairing as expired once under 10 s remain', () => {
    expect(pairingExpiredThresholdMs).toBe(10_000)
    expect(isPairingExpired(expiresAt, createdAt)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 9_999)).toBe(true)
    expect(isPairingExpired(expiresAt, expiresAt + 1)).toBe(true)
  })

  it('says how long until a new URI is due', () => {
    expect(msUntilPairingExpired(expiresAt, createdAt)).toBe(230_000)
    expect(msUntilPairingExpired(expiresAt, expiresAt)).toBe(0)
    expect(msUntilPairingExpired(getPairingExpiry(createdAt, 11_000), createdAt)).toBe(1_000)
  })
})
