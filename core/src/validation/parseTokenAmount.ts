import { BaseError } from '../errors/BaseError.js'

export type InvalidAmountReason =
  | 'empty'
  | 'space'
  | 'format'
  | 'comma'
  | 'exponent'
  | 'negative'
  | 'decimals'
  | 'zero'
  | 'balance'

const reasons: Record<InvalidAmountReason, string> = {
  empty: 'Enter an amount.',
  space: 'Enter the amount without spaces.',
  format: 'Enter the amount as digits with at most one decimal point.',
  comma: 'Use a point as the decimal separator, without thousands separators.',
  exponent: 'Enter the amount without exponent notation.',
  negative: 'The amount cannot be negative.',
  decimals: 'The token has fewer decimals than that.',
  zero: 'Enter an amount above 0.',
  balance: 'Insufficient balance.',
}

/** An amount the user typed that cannot be used; `reason` says which rule it broke, `shortMessage` says it in words. */
export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError'
  readonly reason: InvalidAmountReason
  constructor({
    value,
    reason,
    decimals,
  }: { value: string; reason: InvalidAmountReason; decimals?: number }) {
    super(
      reason === 'decimals' && decimals !== undefined
        ? `This token takes at most ${decimals} decimal${decimals === 1 ? '' : 's'}.`
        : reasons[reason],
      { details: `Invalid amount ${JSON.stringify(value)}.` },
    )
    this.reason = reason
  }
}

/**
 * The one parser of typed amounts (send, swaps, onramp): the text exactly as typed, to base units, with no floating
 * point: `parseTokenAmount('1.5', 6)` → `1500000n`. Takes ASCII digits with at most one point (`.5` and `5.` too)
 * and any size; refuses surrounding or inner spaces, signs (`-5`, `+1`), commas, exponents (`1e3`), hex (`0x10`),
 * `Infinity` and more significant fraction digits than `decimals` (`1.0000009` for 6 decimals: nothing is silently
 * cut), with an InvalidAmountError naming the reason.
 */
export function parseTokenAmount(value: string, decimals: number): bigint {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > 255)
    throw new RangeError(`Expected decimals from 0 to 255, got ${decimals}`)
  if (value === '' || /^\s+$/.test(value)) throw new InvalidAmountError({ value, reason: 'empty' })
  if (value !== value.trim()) throw new InvalidAmountError({ value, reason: 'space' })
  if (value.startsWith('-')) throw new InvalidAmountError({ value, reason: 'negative' })
  if (value.includes(',')) throw new InvalidAmountError({ value, reason: 'comma' })
  if (/^[+]?\d*\.?\d*e[+-]?\d+$/i.test(value)) throw new InvalidAmountError({ value, reason: 'exponent' })
  const match = /^([0-9]*)(?:\.([0-9]*))?$/.exec(value)
  const [, integer = '', fraction = ''] = match ?? []
  if (!match || (integer === '' && fraction === '')) throw new InvalidAmountError({ value, reason: 'format' })
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) throw new InvalidAmountError({ value, reason: 'decimals', decimals })
  return BigInt((integer || '0') + significant.padEnd(decimals, '0'))
}
