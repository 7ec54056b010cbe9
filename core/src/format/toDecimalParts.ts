import { InvalidDecimalError } from '../errors/validation.js'

export type DecimalInput = string | number | bigint

/** A decimal split into sign and digit strings: no leading zeros in `integer` (but at least "0"). */
export type DecimalParts = { negative: boolean; integer: string; fraction: string }

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/** Splits a decimal string, number or bigint into digit strings, expanding exponents exactly. */
export function toDecimalParts(value: DecimalInput): DecimalParts {
  if (typeof value === 'bigint') return normalize(value < 0n, (value < 0n ? -value : value).toString(), '')
  if (typeof value === 'number' && !Number.isFinite(value)) throw new InvalidDecimalError({ value })
  const text = typeof value === 'number' ? String(value) : value.trim().replaceAll('_', '')
  const match = decimalPattern.exec(text)
  const [, sign, integerDigits = '', fractionDigits = '', exponentText] = match ?? []
  if (!match || (integerDigits === '' && fractionDigits === '')) throw new InvalidDecimalError({ value })
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 10_000) throw new InvalidDecimalError({ value })
  const digits = integerDigits + fractionDigits
  const pointAt = integerDigits.length + exponent
  if (pointAt <= 0) return normalize(sign === '-', '', '0'.repeat(-pointAt) + digits)
  if (pointAt >= digits.length)
    return normalize(sign === '-', digits + '0'.repeat(pointAt - digits.length), '')
  return normalize(sign === '-', digits.slice(0, pointAt), digits.slice(pointAt))
}

function normalize(negative: boolean, integer: string, fraction: string): DecimalParts {
  const trimmedInteger = integer.replace(/^0+/, '') || '0'
  const trimmedFraction = fraction.replace(/0+$/, '')
  const isZero = trimmedInteger === '0' && trimmedFraction === ''
  return { negative: negative && !isZero, integer: trimmedInteger, fraction: trimmedFraction }
}
