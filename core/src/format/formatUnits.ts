import { InvalidDecimalsError } from '../errors/validation.js'

/** Turns an integer amount in smallest units into a decimal string: `formatUnits(1500000n, 6)` → `'1.5'`. */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new InvalidDecimalsError({ decimals })
}
