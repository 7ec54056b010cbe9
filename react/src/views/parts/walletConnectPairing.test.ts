import { pairingLifetimeMs } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { getPairingState, isPairingExpired, readWalletConnectPairing } from './walletConnectPairing.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=123'

describe('WalletConnect pairing in the view', () => {
  it('reads a wc: URI and its expiry from router data', () => {
    expect(readWalletConnectPairing({ uri, expiresAt: 5 })).toEqual({ uri, expiresAt: 5 })
    expect(readWalletConnectPairing({ uri, expiresAt: 'soon' })).toEqual({ uri })
    expect(readWalletConnectPairing({ uri: 'https://example.com' })).toBeUndefined()
    expect(readWalletConnectPairing({})).toBeUndefined()
  })

  it('counts a pairing as expired under 10 s before its end', () => {
    const expiresAt = 1_000_000 + pairingLifetimeMs
    expect(isPairingExpired(expiresAt, 1_000_000)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 9_999)).toBe(true)
  })

  it('shows a fresh pairing, waits for a renewal in the last 10 s, and gives up after the end', () => {
    const expiresAt = 1_000_000
    expect(getPairingState({ uri, expiresAt }, expiresAt - 60_000)).toBe('fresh')
    expect(getPairingState({ uri, expiresAt }, expiresAt - 5_000)).toBe('renewing')
    expect(getPairingState({ uri, expiresAt }, expiresAt)).toBe('expired')
    expect(getPairingState({ uri }, expiresAt * 10)).toBe('fresh')
  })
})
