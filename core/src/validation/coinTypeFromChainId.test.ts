import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../errors/validation.js'
import { coinTypeFromChainId } from './coinTypeFromChainId.js'

describe('coinTypeFromChainId', () => {
  it('sets the high bit of the chain id (ENSIP-11)', () => {
    expect(coinTypeFromChainId(1)).toBe(2147483649)
    expect(coinTypeFromChainId(10)).toBe(2147483658)
    expect(coinTypeFromChainId(8453)).toBe(2147492101)
    expect(coinTypeFromChainId(42161)).toBe(0x80000000 + 42161)
    expect(coinTypeFromChainId(0)).toBe(0x80000000)
    expect(coinTypeFromChainId(0x7fffffff)).toBe(0xffffffff)
  })

  it('returns an unsigned number', () => {
    expect(coinTypeFromChainId(137)).toBeGreaterThan(0)
  })

  it('rejects ids that do not fit in 31 bits or are not integers', () => {
    for (const bad of [-1, 0x80000000, 1.5, Number.NaN]) {
      expect(() => coinTypeFromChainId(bad)).toThrow(InvalidChainIdError)
    }
    expect(() => coinTypeFromChainId(-1)).toThrow('Invalid chain id -1')
  })
})
