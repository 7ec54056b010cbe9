import { type DecimalInput, toDecimalParts } from './toDecimalParts.js'

export type TruncateDecimalOptions = {
  /** Pad the fraction with zeros up to `maxDecimals` (fiat style). Default false: trailing zeros dropped. */
  padZeros?: boolean
  /** Group the integer digits by thousands with ",". Default false. */
  grouping?: boolean
}

/**
 * Cuts a decimal to at most `maxDecimals` fraction digits without rounding (toward zero), using string
 * arithmetic so large or precise values never drift. A value cut to zero loses its minus sign.
 */
export function truncateDecimal(
  value: DecimalInput,
  maxDecimals: number,
  { padZeros = false, grouping = false }: TruncateDecimalOptions = {},
): string {
  const { negative, integer, fraction } = toDecimalParts(value)
  let kept = fraction.slice(0, maxDecimals)
  kept = padZeros ? kept.padEnd(maxDecimals, '0') : kept.replace(/0+$/, '')
  const isZero = integer === '0' && /^0*$/.test(kept)
  const integerText = grouping ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : integer
  return `${negative && !isZero ? '-' : ''}${integerText}${kept ? `.${kept}` : ''}`
}
