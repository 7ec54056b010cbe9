import type { DecimalInput } from './toDecimalParts.js'
import { truncateDecimal } from './truncateDecimal.js'

export const fiatDecimals = 2

/**
 * SPEC.md §9: a fiat value with exactly 2 decimals, cut (not rounded) and grouped by thousands:
 * `formatFiat('1234.567', '$')` → `'$1,234.56'`; negatives put the sign first (`'-$3.10'`).
 * Missing or malformed values show as zero.
 */
export function formatFiat(value: DecimalInput | undefined | null, currencySymbol = ''): string {
  let formatted: string
  try {
    formatted = truncateDecimal(value ?? 0, fiatDecimals, { padZeros: true, grouping: true })
  } catch {
    formatted = truncateDecimal(0, fiatDecimals, { padZeros: true })
  }
  return formatted.startsWith('-')
    ? `-${currencySymbol}${formatted.slice(1)}`
    : `${currencySymbol}${formatted}`
}
