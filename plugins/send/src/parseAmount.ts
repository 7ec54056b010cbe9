import { InvalidAmountError } from './errors.js'

/**
 * Turns an amount the user typed into base units, exactly (string to bigint, no floating point):
 * `parseAmount('1.5', 6)` → `1500000n`. Accepts digits with one optional point (`.5`, `5.`), surrounding spaces
 * and any size; refuses commas, exponents, signs, inner spaces and more fraction digits than `decimals` (nothing is
 * silently cut off), with an InvalidAmountError saying why.
 */
export function parseAmount(value: string, decimals: number): bigint {
  const text = value.trim()
  if (text === '') throw new InvalidAmountError({ value, reason: 'empty' })
  if (text.startsWith('-')) throw new InvalidAmountError({ value, reason: 'negative' })
  if (text.includes(',')) throw new InvalidAmountError({ value, reason: 'comma' })
  if (/^[+]?\d*\.?\d*e[+-]?\d+$/i.test(text)) throw new InvalidAmountError({ value, reason: 'exponent' })
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  const [, integer = '', fraction = ''] = match ?? []
  if (!match || (integer === '' && fraction === '')) throw new InvalidAmountError({ value, reason: 'format' })
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) throw new InvalidAmountError({ value, reason: 'decimals', decimals })
  return BigInt((integer || '0') + significant.padEnd(decimals, '0'))
}
