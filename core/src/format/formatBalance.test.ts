import { describe, expect, it } from 'vitest'
import { formatBalance, formatExactBalance } from './formatBalance.js'
import { formatFiat } from './formatFiat.js'
import { formatPercent } from './formatPercent.js'
import { formatSwapAmount } from './formatSwapAmount.js'

describe('formatBalance', () => {
  it('groups and keeps about 4 significant digits, cut not rounded (the issue: 9998.499944467014391048 ETH)', () => {
    expect(formatBalance('9998.499944467014391048', 'ETH')).toBe('9,998 ETH')
    expect(formatBalance('9998.565', 'ETH')).toBe('9,998 ETH')
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('1.9999')).toBe('1.999')
    expect(formatBalance('12.3456')).toBe('12.34')
    expect(formatBalance('123456.789')).toBe('123,456')
    expect(formatBalance('1.50')).toBe('1.5')
    expect(formatBalance('2')).toBe('2')
    expect(formatBalance('0.5', 'ETH')).toBe('0.5 ETH')
  })

  it('writes a million and more compactly (the issue: 1000000 USDC)', () => {
    expect(formatBalance('1000000', 'USDC')).toBe('1M USDC')
    expect(formatBalance('1234567.89')).toBe('1.23M')
    expect(formatBalance('9999999')).toBe('9.99M')
    expect(formatBalance('12345678901234567890.123456', 'SOL')).toBe('12,300,000T SOL')
  })

  it('shows small amounts to 4 significant digits, at most 6 decimals, and dust as <0.0001', () => {
    expect(formatBalance('0.0123456')).toBe('0.01234')
    expect(formatBalance('0.00012345')).toBe('0.000123')
    expect(formatBalance('0.0001')).toBe('0.0001')
    expect(formatBalance('0.00009999', 'ETH')).toBe('<0.0001 ETH')
    expect(formatBalance('0.000000000000000001', 'ETH')).toBe('<0.0001 ETH')
    // A network fee keeps its digits.
    expect(formatBalance('0.000021', 'ETH', { keepSmall: true })).toBe('0.000021 ETH')
    expect(formatBalance('0.0000312345678', 'ETH', { keepSmall: true })).toBe('0.00003123 ETH')
  })

  it('shows zero for zero, missing or malformed balances', () => {
    expect(formatBalance('0', 'ETH')).toBe('0 ETH')
    expect(formatBalance(undefined, 'ETH')).toBe('0 ETH')
    expect(formatBalance('', 'ETH')).toBe('0 ETH')
    expect(formatBalance('not a number')).toBe('0')
  })

  it('takes numbers and bigints without float noise', () => {
    expect(formatBalance(0.1 + 0.2)).toBe('0.3')
    expect(formatBalance(1500n)).toBe('1,500')
  })

  it("follows the given locale's separators", () => {
    expect(formatBalance('9998.4999', 'ETH', { locale: 'de-DE' })).toBe('9.998 ETH')
    expect(formatBalance('1.23456', undefined, { locale: 'de-DE' })).toBe('1,234')
  })
})

describe('formatExactBalance', () => {
  it('keeps every decimal and groups the integer part, never through a float', () => {
    expect(formatExactBalance('9998.499944467014391048', 'ETH')).toBe('9,998.499944467014391048 ETH')
    expect(formatExactBalance('1000000')).toBe('1,000,000')
    expect(formatExactBalance('9007199254740993.000000000000000001')).toBe(
      '9,007,199,254,740,993.000000000000000001',
    )
    expect(formatExactBalance('-0.5')).toBe('-0.5')
    expect(formatExactBalance(undefined, 'SOL')).toBe('0 SOL')
    expect(formatExactBalance('1234.5', undefined, { locale: 'de-DE' })).toBe('1.234,5')
  })
})

describe('formatFiat', () => {
  it('shows exactly 2 decimals, cut not rounded, grouped (the issue: $3,000.00 each)', () => {
    expect(formatFiat('3000', 'USD')).toBe('$3,000.00')
    expect(formatFiat('1234.567', 'USD')).toBe('$1,234.56')
    expect(formatFiat('0.999', 'USD')).toBe('$0.99')
    expect(formatFiat(1.1, 'USD')).toBe('$1.10')
    expect(formatFiat('1234.567')).toBe('1,234.56')
  })

  it('writes a million and more compactly unless asked for the full value (the issue: $30,000,000.00)', () => {
    expect(formatFiat('30000000', 'USD')).toBe('$30M')
    expect(formatFiat('1234567.89', 'USD')).toBe('$1.23M')
    expect(formatFiat('30000000', 'USD', { compact: false })).toBe('$30,000,000.00')
  })

  it('puts the sign first and never shows a negative zero', () => {
    expect(formatFiat('-3.1', 'USD')).toBe('-$3.10')
    expect(formatFiat('-0.001', 'USD')).toBe('$0.00')
  })

  it('shows zero for missing or malformed values', () => {
    expect(formatFiat(undefined, 'EUR')).toBe('€0.00')
    expect(formatFiat('oops', 'USD')).toBe('$0.00')
  })

  it('does not drift for values beyond float precision', () => {
    expect(formatFiat('9007199254740993.999', 'USD', { compact: false })).toBe('$9,007,199,254,740,993.99')
  })

  it("follows the given locale's conventions", () => {
    expect(formatFiat('3000', 'USD', { locale: 'de-DE' })).toBe('3.000,00\u00a0$')
  })
})

describe('formatPercent', () => {
  it('takes percent units and keeps at most 2 decimals', () => {
    expect(formatPercent(0.85)).toBe('0.85%')
    expect(formatPercent(1)).toBe('1%')
    expect(formatPercent(12.3456)).toBe('12.35%')
    expect(formatPercent(Number.NaN)).toBe('0%')
  })
})

describe('formatSwapAmount', () => {
  it('keeps at most 6 decimals, cut not rounded, ungrouped', () => {
    expect(formatSwapAmount('1234.123456789')).toBe('1234.123456')
    expect(formatSwapAmount('0.0000019')).toBe('0.000001')
    expect(formatSwapAmount('0.0000009')).toBe('0')
    expect(formatSwapAmount('2.500000')).toBe('2.5')
  })

  it('handles exponent numbers and bad input', () => {
    expect(formatSwapAmount(1.23e-5)).toBe('0.000012')
    expect(formatSwapAmount(undefined)).toBe('0')
    expect(formatSwapAmount('1..2')).toBe('0')
  })
})
