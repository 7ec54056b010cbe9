import { parseTokenAmount } from '@foyer/core'

/**
 * Turns an amount the user typed into base units, exactly: core's `parseTokenAmount` (the parser every amount field
 * shares), which refuses spaces, signs, commas, exponents and more fraction digits than `decimals` with an
 * InvalidAmountError saying why.
 */
export function parseAmount(value: string, decimals: number): bigint {
  return parseTokenAmount(value, decimals)
}
