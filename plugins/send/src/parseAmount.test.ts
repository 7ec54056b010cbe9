import { describe, expect, it } from 'vitest'
import { InvalidAmountError } from './errors.js'
import { parseAmount } from './parseAmount.js'

const reasonOf = (value: string, decimals = 18) => {
  try {
    parseAmount(value, decimals)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAmountError)
    return (error as InvalidAmountError).reason
  }
  throw new Error(`parsed ${value}`)
}

describe('parseAmount', () => {
  it('turns decimal strings into base units exactly', () => {
    expect(parseAmount('1', 18)).toBe(10n ** 18n)
    expect(parseAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseAmount('0.00000001', 8)).toBe(1n)
    expect(parseAmount('0.1', 18)).toBe(100_000_000_000_000_000n)
    expect(parseAmount('123.456789', 6)).toBe(123_456_789n)
    expect(parseAmount('7', 0)).toBe(7n)
  })

  it('takes a leading or a trailing dot', () => {
    expect(parseAmount('.5', 6)).toBe(500_000n)
    expect(parseAmount('5.', 6)).toBe(5_000_000n)
    expect(reasonOf('.')).toBe('format')
  })

  it('refuses more decimals than the token has, but ignores trailing zeros', () => {
    expect(reasonOf('0.1234567', 6)).toBe('decimals')
    expect(reasonOf('1.5', 0)).toBe('decimals')
    expect(new InvalidAmountError({ value: '0.1234567', reason: 'decimals', decimals: 6 }).shortMessage).toBe(
      'This token takes at most 6 decimals.',
    )
    expect(parseAmount('1.500000000', 6)).toBe(1_500_000n)
  })

  it('refuses exponent notation', () => {
    expect(reasonOf('1e18')).toBe('exponent')
    expect(reasonOf('1.5E-3')).toBe('exponent')
    expect(reasonOf('2e+3')).toBe('exponent')
  })

  it('parses huge values without losing a digit', () => {
    const huge = '123456789012345678901234567890.123456789012345678'
    expect(parseAmount(huge, 18)).toBe(123456789012345678901234567890123456789012345678n)
    expect(parseAmount('9'.repeat(80), 0).toString()).toBe('9'.repeat(80))
  })

  it('refuses negative amounts and signs', () => {
    expect(reasonOf('-1')).toBe('negative')
    expect(reasonOf('-0.5')).toBe('negative')
    expect(reasonOf('+1')).toBe('format')
  })

  it('refuses surrounding or inner whitespace, and nothing at all', () => {
    expect(reasonOf('  2.5\t', 6)).toBe('space')
    expect(reasonOf(' 1', 0)).toBe('space')
    expect(reasonOf('1 000')).toBe('format')
    expect(reasonOf('')).toBe('empty')
    expect(reasonOf('   ')).toBe('empty')
  })

  it('refuses commas, as decimal or thousands separators', () => {
    expect(reasonOf('1,5')).toBe('comma')
    expect(reasonOf('1,000.5')).toBe('comma')
    expect(new InvalidAmountError({ value: '1,5', reason: 'comma' }).shortMessage).toBe(
      'Use a point as the decimal separator, without thousands separators.',
    )
  })

  it('refuses anything else', () => {
    for (const value of ['abc', '1.2.3', '0x10', 'Infinity', 'NaN', '1_000', '١٢']) {
      expect(reasonOf(value)).toBe('format')
    }
  })
})
