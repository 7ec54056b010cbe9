import type { DecimalInput } from './toDecimalParts.js'
import { truncateDecimal } from './truncateDecimal.js'

export const swapAmountDecimals = 6

/**
 * SPEC.md §9: a swap to-amount with at most 6 decimals, cut (not rounded), no trailing zeros and no
 * grouping, so it can go straight back into an amount field. Missing or malformed values give `'0'`.
 */
export function formatSwapAmount(value: DecimalInput | undefined | null): string {
  try {
    return truncateDecimal(value ?? 0, swapAmountDecimals)
  } catch {
    return '0'
  }
}
