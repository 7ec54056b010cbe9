import { formatDecimalText, getNumberFormat, type LocaleOptions } from './getNumberFormat.js'
import type { DecimalInput } from './toDecimalParts.js'
import { truncateDecimal } from './truncateDecimal.js'

export const fiatDecimals = 2
/** Fiat values from this many integer digits (a million) are written compactly (`$30M`). */
const compactIntegerDigits = 7

export type FormatFiatOptions = LocaleOptions & {
  /** Write a million and more compactly (`$30M`). Default true; false for the full value (a `title`). */
  compact?: boolean
}

/**
 * A fiat value in the user's locale with exactly 2 decimals, cut (not rounded) and grouped:
 * `formatFiat('1234.567', 'USD')` → `'$1,234.56'`, `formatFiat('30000000', 'USD')` → `'$30M'`. `currency` is an
 * ISO 4217 code; without it the number alone (`'1,234.56'`). Missing or malformed values show as zero.
 */
export function formatFiat(
  value: DecimalInput | undefined | null,
  currency?: string,
  { locale, compact = true }: FormatFiatOptions = {},
): string {
  let cut: string
  try {
    cut = truncateDecimal(value ?? 0, fiatDecimals)
  } catch {
    cut = '0'
  }
  const style = currency ? ({ style: 'currency', currency } as const) : {}
  const integerDigits = cut.replace(/^-/, '').split('.')[0]?.length ?? 0
  const format =
    compact && integerDigits >= compactIntegerDigits
      ? getNumberFormat(locale, {
          ...style,
          notation: 'compact',
          maximumSignificantDigits: 3,
          roundingMode: 'trunc',
        })
      : getNumberFormat(locale, {
          ...style,
          minimumFractionDigits: fiatDecimals,
          maximumFractionDigits: fiatDecimals,
        })
  return formatDecimalText(format, cut)
}
