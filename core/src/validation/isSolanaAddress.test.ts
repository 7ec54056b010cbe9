import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

describe('isSolanaAddress', () => {
  it('accepts base58 of 32 to 44 characters', () => {
    expect(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true)
    expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true)
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('z'.repeat(44))).toBe(true)
  })

  it('rejects 31 and 45 characters', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('z'.repeat(45))).toBe(false)
  })

  it('rejects characters outside base58 (0, O, I, l) and non-strings', () => {
    for (const bad of ['0', 'O', 'I', 'l', '_', '+']) {
      expect(isSolanaAddress(`${bad}${'A'.repeat(40)}`)).toBe(false)
    }
    expect(isSolanaAddress('0xab5801a7d398351b8be11c439e05c5b3259aec9b')).toBe(false)
    expect(isSolanaAddress(null)).toBe(false)
  })
})
