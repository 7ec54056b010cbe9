import { describe, expect, it } from 'vitest'
import { InvalidAmountError, parseTokenAmount } from './parseTokenAmount.js'

const reasonOf = (value: string, decimals = 18) => {
  try {
    parseTokenAmount(value, decimals)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAmountError)
    return (error as InvalidAmountError).reason
  }
  throw new Error(`parsed ${JSON.stringify(value)}`)
}

describe('parseTokenAmount: the one parser of typed amounts', () => {
  it('turns decimal strings into base units exactly, any size', () => {
    expect(parseTokenAmount('1', 18)).toBe(10n ** 18n)
    expect(parseTokenAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseTokenAmount('.5', 6)).toBe(500_000n)
    expect(parseTokenAmount('5.', 6)).toBe(5_000_000n)
    expect(parseTokenAmount('1.000000', 6)).toBe(1_000_000n)
    expect(parseTokenAmount('1.0000000', 6)).toBe(1_000_000n)
    expect(parseTokenAmount('9'.repeat(80), 0).toString()).toBe('9'.repeat(80))
  })

  it('refuses more significant decimals than the token has instead of cutting them', () => {
    expect(reasonOf('1.0000009', 6)).toBe('decimals')
    expect(new InvalidAmountError({ value: '1.0000009', reason: 'decimals', decimals: 6 }).shortMessage).toBe(
      'This token takes at most 6 decimals.',
    )
    expect(reasonOf('0.5', 0)).toBe('decimals')
  })

  it.each([
    ['1e3', 'exponent'],
    ['1.5E-3', 'exponent'],
    ['-5', 'negative'],
    ['+1', 'format'],
    [' 1', 'space'],
    ['1 ', 'space'],
    ['\t1', 'space'],
    ['1 000', 'format'],
    ['0x10', 'format'],
    ['Infinity', 'format'],
    ['-Infinity', 'negative'],
    ['NaN', 'format'],
    ['1,5', 'comma'],
    ['1_000', 'format'],
    ['١٢', 'format'],
    ['.', 'format'],
    ['1.2.3', 'format'],
    ['', 'empty'],
    ['   ', 'empty'],
  ])('refuses %j (%s)', (value, reason) => {
    expect(reasonOf(value, 6)).toBe(reason)
  })

  it('names the reason in words', () => {
    expect(new InvalidAmountError({ value: ' 1', reason: 'space' }).shortMessage).toBe(
      'Enter the amount without spaces.',
    )
    expect(new InvalidAmountError({ value: '1e3', reason: 'exponent' }).shortMessage).toBe(
      'Enter the amount without exponent notation.',
    )
  })
})
