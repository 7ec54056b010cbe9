import { describe, expect, it } from 'vitest'
import { InvalidDecimalError } from '../errors/validation.js'
import { toDecimalParts } from './toDecimalParts.js'
import { truncateDecimal } from './truncateDecimal.js'

describe('toDecimalParts', () => {
  it('splits strings, numbers and bigints', () => {
    expect(toDecimalParts('0012.3400')).toEqual({ negative: false, integer: '12', fraction: '34' })
    expect(toDecimalParts('-.5')).toEqual({ negative: true, integer: '0', fraction: '5' })
    expect(toDecimalParts('+7.')).toEqual({ negative: false, integer: '7', fraction: '' })
    expect(toDecimalParts(-42n)).toEqual({ negative: true, integer: '42', fraction: '' })
    expect(toDecimalParts(0.1)).toEqual({ negative: false, integer: '0', fraction: '1' })
    expect(toDecimalParts('-0.000')).toEqual({ negative: false, integer: '0', fraction: '' })
    expect(toDecimalParts(' 1_000.5 ')).toEqual({ negative: false, integer: '1000', fraction: '5' })
  })

  it('expands exponents exactly', () => {
    expect(toDecimalParts(1e-7)).toEqual({ negative: false, integer: '0', fraction: '0000001' })
    expect(toDecimalParts(1.5e21)).toEqual({
      negative: false,
      integer: '1500000000000000000000',
      fraction: '',
    })
    expect(toDecimalParts('12.5E-3')).toEqual({ negative: false, integer: '0', fraction: '0125' })
    expect(toDecimalParts('1.25e2')).toEqual({ negative: false, integer: '125', fraction: '' })
    expect(toDecimalParts('1.2345e2')).toEqual({ negative: false, integer: '123', fraction: '45' })
  })

  it.each(['', '.', 'abc', '1.2.3', '1,000', '0x10', '--1', '1e', 'e5', '1e99999'])('rejects %j', (value) => {
    expect(() => toDecimalParts(value)).toThrow(InvalidDecimalError)
  })

  it('rejects NaN and Infinity', () => {
    expect(() => toDecimalParts(Number.NaN)).toThrow('Invalid decimal NaN.')
    expect(() => toDecimalParts(Number.POSITIVE_INFINITY)).toThrow(InvalidDecimalError)
  })
})

describe('truncateDecimal', () => {
  it('cuts without rounding', () => {
    expect(truncateDecimal('1.9999', 3)).toBe('1.999')
    expect(truncateDecimal('-1.9999', 2)).toBe('-1.99')
    expect(truncateDecimal('5', 0)).toBe('5')
    expect(truncateDecimal('5.99', 0)).toBe('5')
  })

  it('drops the sign of a value cut to zero', () => {
    expect(truncateDecimal('-0.0001', 3)).toBe('0')
    expect(truncateDecimal('-0.0001', 2, { padZeros: true })).toBe('0.00')
  })

  it('keeps full precision for values beyond float range', () => {
    const big = '123456789012345678901234567890.123456789'
    expect(truncateDecimal(big, 6)).toBe('123456789012345678901234567890.123456')
    expect(truncateDecimal(big, 2, { grouping: true })).toBe('123,456,789,012,345,678,901,234,567,890.12')
  })

  it('pads and groups on request', () => {
    expect(truncateDecimal('1234567.1', 2, { padZeros: true, grouping: true })).toBe('1,234,567.10')
    expect(truncateDecimal('999', 2, { grouping: true })).toBe('999')
    expect(truncateDecimal('1000', 2, { grouping: true })).toBe('1,000')
  })
})
