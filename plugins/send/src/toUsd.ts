import { formatUnits } from '@foyer/core'

/** The USD value of `amount` base units at `price` (display only: the amounts themselves stay exact). */
export function toUsd(amount: bigint, decimals: number, price: number): number {
  return Number(formatUnits(amount, decimals)) * price
}
