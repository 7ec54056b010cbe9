import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'
import { formatFiat } from './formatFiat.js'
import { formatSwapAmount } from './formatSwapAmount.js'

describe('formatBalance', () => {
  it('keeps at most 3 decimals, cut not rounded, no trailing zeros', () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('1.9999')).toBe('1.999')
    expect(formatBalance('1.50')).toBe('1.5')
    expect(formatBalance('2')).toBe('2')
    expect(formatBalance('1.0001')).toBe('1')
  })

  it('adds the symbol', () => {
    expect(formatBalance('0.5', 'ETH')).toBe('0.5 ETH')
    expect(formatBalance('12345678901234567890.123456', 'SOL')).toBe('12345678901234567890.123 SOL')
  })

  it('shows zero, dust and missing balances distinctly', () => {
    expect(formatBalance('0', 'ETH')).toBe('0 ETH')
    expect(formatBalance('0.0009', 'ETH')).toBe('<0.001 ETH')
    expect(formatBalance(undefined, 'ETH')).toBe('0.000 ETH')
    expect(formatBalance('', 'ETH')).toBe('0.000 ETH')
    expect(formatBalance('not a number')).toBe('0.000')
  })

  it('accepts numbers and bigints', () => {
    expect(formatBalance(0.1 + 0.2)).toBe('0.3')
    expect(formatBalance(10n ** 30n)).toBe(`1${'0'.repeat(30)}`)
  })
})

describe('formatFiat', () => {
  it('shows exactly 2 decimals, cut not rounded, grouped', () => {
    expect(formatFiat('1234.567')).toBe('1,234.56')
    expect(formatFiat('0.999')).toBe('0.99')
    expect(formatFiat('5')).toBe('5.00')
    expect(formatFiat(1.1)).toBe('1.10')
  })

  it('puts a currency symbol after the minus sign', () => {
    expect(formatFiat('1234.5', '$')).toBe('$1,234.50')
    expect(formatFiat('-3.1', '$')).toBe('-$3.10')
    expect(formatFiat('-0.001', '$')).toBe('$0.00')
  })

  it('shows zero for missing or malformed values', () => {
    expect(formatFiat(undefined, '€')).toBe('€0.00')
    expect(formatFiat('oops')).toBe('0.00')
  })

  it('does not drift for values beyond float precision', () => {
    expect(formatFiat('9007199254740993.999')).toBe('9,007,199,254,740,993.99')
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
