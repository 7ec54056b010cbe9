import { formatDecimalText, getNumberFormat, type LocaleOptions } from './getNumberFormat.js'
import { type DecimalInput, type DecimalParts, toDecimalParts } from './toDecimalParts.js'
import { truncateDecimal } from './truncateDecimal.js'

/** Significant digits a balance shows (more when its integer part is longer). */
export const balanceSignificantDigits = 4
/** The most decimals a balance shows: below `0.0001` it reads as dust. */
export const balanceMaxDecimals = 6
/** Integer digits from which a balance is written compactly (`1.23M`). */
const compactIntegerDigits = 7
const dustLeadingZeros = 4

/**
 * A balance for reading, in the user's locale: grouped (`9,998`), about 4 significant digits, cut toward zero
 * (a balance is never shown larger than it is), at most 6 decimals, compact from a million (`1.23M`), and
 * `<0.0001` for dust. A missing or malformed balance shows as `0`. With a symbol: `'9,998 ETH'`.
 * `formatExactBalance` gives the full value (for a `title`).
 */
export function formatBalance(
  value: DecimalInput | undefined | null,
  symbol?: string,
  { locale, keepSmall = false }: FormatBalanceOptions = {},
): string {
  const amount = formatAmount(parse(value), locale, keepSmall)
  return symbol ? `${amount} ${symbol}` : amount
}

export type FormatBalanceOptions = LocaleOptions & {
  /** Show amounts below 0.0001 to 4 significant digits rather than as `<0.0001` (a network fee). */
  keepSmall?: boolean
}

function formatAmount(parts: DecimalParts, locale: string | undefined, keepSmall: boolean): string {
  const { integer, fraction } = parts
  if (integer.length >= compactIntegerDigits) {
    const format = getNumberFormat(locale, {
      notation: 'compact',
      maximumSignificantDigits: 3,
      roundingMode: 'trunc',
    })
    return formatDecimalText(format, toText(parts))
  }
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
  if (!keepSmall && integer === '0' && fraction !== '' && leadingZeros >= dustLeadingZeros) {
    const smallest = getNumberFormat(locale, { maximumFractionDigits: dustLeadingZeros }).format(0.0001)
    return `<${smallest}`
  }
  const decimals =
    integer === '0'
      ? Math.min(keepSmall ? 20 : balanceMaxDecimals, leadingZeros + balanceSignificantDigits)
      : Math.max(0, balanceSignificantDigits - integer.length)
  const format = getNumberFormat(locale, { maximumFractionDigits: decimals })
  return formatDecimalText(format, truncateDecimal(toText(parts), decimals))
}

/** Parses leniently: what is missing or malformed counts as zero. */
function parse(value: DecimalInput | undefined | null): DecimalParts {
  try {
    if (value !== undefined && value !== null && value !== '') return toDecimalParts(value)
  } catch {}
  return { negative: false, integer: '0', fraction: '' }
}

const toText = ({ negative, integer, fraction }: DecimalParts) =>
  `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`

/**
 * The whole value, every decimal kept, grouped in the user's locale: `'9,998.499944467014391048 ETH'`. Built
 * from digit strings, never through a float.
 */
export function formatExactBalance(
  value: DecimalInput | undefined | null,
  symbol?: string,
  { locale }: LocaleOptions = {},
): string {
  const { negative, integer, fraction } = parse(value)
  const grouped = formatDecimalText(getNumberFormat(locale, { maximumFractionDigits: 0 }), integer)
  const point =
    getNumberFormat(locale, {})
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  const amount = `${negative ? '-' : ''}${grouped}${fraction ? `${point}${fraction}` : ''}`
  return symbol ? `${amount} ${symbol}` : amount
}
