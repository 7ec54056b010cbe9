import { describe, expect, it } from 'vitest'
import { InvalidDecimalError, InvalidDecimalsError } from '../errors/validation.js'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

describe('formatUnits', () => {
  it('places the decimal point', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(10n ** 18n, 18)).toBe('1')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(-1_230_000n, 6)).toBe('-1.23')
    expect(formatUnits(42n, 0)).toBe('42')
  })

  it('handles values far beyond Number precision', () => {
    expect(formatUnits(123456789012345678901234567890n, 18)).toBe('123456789012.34567890123456789')
  })

  it('rejects bad decimals', () => {
    expect(() => formatUnits(1n, -1)).toThrow(InvalidDecimalsError)
    expect(() => formatUnits(1n, 1.5)).toThrow('Invalid decimals 1.5')
  })
})

describe('parseUnits', () => {
  it('scales a decimal string into smallest units', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('0.000000000000000001', 18)).toBe(1n)
    expect(parseUnits('-1.23', 6)).toBe(-1_230_000n)
    expect(parseUnits('.5', 1)).toBe(5n)
    expect(parseUnits('7', 0)).toBe(7n)
    expect(parseUnits('1e-6', 6)).toBe(1n)
  })

  it('cuts digits beyond the precision instead of rounding up', () => {
    expect(parseUnits('1.9999999', 6)).toBe(1_999_999n)
    expect(parseUnits('0.0000009', 6)).toBe(0n)
  })

  it('round-trips with formatUnits', () => {
    for (const value of ['0', '1', '0.1', '123456789.123456789123456789', '-5.000000000000000001']) {
      expect(formatUnits(parseUnits(value, 18), 18)).toBe(value)
    }
  })

  it('rejects malformed input', () => {
    expect(() => parseUnits('abc', 18)).toThrow(InvalidDecimalError)
    expect(() => parseUnits('', 18)).toThrow('Invalid decimal ""')
    expect(() => parseUnits('1', 256)).toThrow(InvalidDecimalsError)
  })
})
