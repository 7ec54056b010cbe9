import { assertDecimals } from './formatUnits.js'
import { toDecimalParts } from './toDecimalParts.js'

/**
 * Turns a decimal string into an integer amount in smallest units: `parseUnits('1.5', 6)` → `1500000n`.
 * Digits beyond `decimals` are cut (toward zero), never rounded up, so a user is never charged more
 * than they typed. Throws InvalidDecimalError for malformed input.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals)
  const { negative, integer, fraction } = toDecimalParts(value)
  const units = BigInt(integer + fraction.slice(0, decimals).padEnd(decimals, '0'))
  return negative ? -units : units
}
