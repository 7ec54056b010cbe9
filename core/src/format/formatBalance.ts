import { type DecimalInput, toDecimalParts } from './toDecimalParts.js'
import { truncateDecimal } from './truncateDecimal.js'

export const balanceDecimals = 3

/**
 * SPEC.md §9: a balance with at most 3 decimals, cut (never rounded up) and without trailing zeros:
 * `'1.23456'` → `'1.234'`. A non-zero balance below 0.001 shows as `'<0.001'`; a missing or malformed
 * balance as `'0.000'`. With a symbol: `'1.234 ETH'`.
 */
export function formatBalance(value: DecimalInput | undefined | null, symbol?: string): string {
  const amount = formatAmount(value)
  return symbol ? `${amount} ${symbol}` : amount
}

function formatAmount(value: DecimalInput | undefined | null): string {
  if (value === undefined || value === null || value === '') return '0.000'
  let parts: ReturnType<typeof toDecimalParts>
  try {
    parts = toDecimalParts(value)
  } catch {
    return '0.000'
  }
  const formatted = truncateDecimal(value, balanceDecimals)
  const isDust = formatted === '0' && parts.fraction !== '' && !parts.negative
  return isDust ? '<0.001' : formatted
}
