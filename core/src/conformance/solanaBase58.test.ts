import { describe, expect, it } from 'vitest'
import { decodeSolanaBase58, encodeSolanaBase58 } from './solanaBase58.js'

describe('solana base58', () => {
  it('round-trips bytes, keeping leading zeros as 1s', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255, 128, 7])
    const text = encodeSolanaBase58(bytes)
    expect(text.startsWith('11')).toBe(true)
    expect(decodeSolanaBase58(text)).toEqual(bytes)
  })

  it('matches a known Solana address: the System Program is 32 zero bytes', () => {
    expect(encodeSolanaBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(decodeSolanaBase58('HDeB3EiK7Jw2uEWsAq3nq8a4Q9hVaWDYfJiFxsAaVFWp')).toHaveLength(32)
  })

  it('names a character outside the alphabet', () => {
    expect(() => decodeSolanaBase58('0OIl')).toThrow(/Not base58: "0"/)
  })
})
