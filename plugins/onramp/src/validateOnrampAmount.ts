import { InvalidAmountError, parseTokenAmount } from '@foyer/core'
import type { OnrampOptions } from './onramp.js'

/** The card limits of `currency` (the fallback: 10 to 7500, SPEC.md §9). */
export function getOnrampLimits(
  options: OnrampOptions | undefined,
  currency: string,
): { min: number; max: number } {
  const limits = options?.paymentCurrencies.find((entry) => entry.id === currency)?.payment_method_limits
  const card = limits?.find((limit) => limit.id === 'CARD') ?? limits?.[0]
  return card ? { min: Number(card.min), max: Number(card.max) } : { min: 10, max: 7500 }
}

/**
 * Why `amount` cannot be paid in `currency`, or undefined: an amount as core's `parseTokenAmount` takes it (no spaces,
 * signs, exponents or hex) with at most 2 decimals, within the payment method's limits.
 */
export function validateOnrampAmount(
  amount: string,
  currency: string,
  options: OnrampOptions | undefined,
): string | undefined {
  let cents: bigint
  try {
    cents = parseTokenAmount(amount, 2)
  } catch (error) {
    if (error instanceof InvalidAmountError && error.reason === 'empty') return 'Enter an amount.'
    return 'Enter the amount as digits, with at most 2 decimals.'
  }
  const { min, max } = getOnrampLimits(options, currency)
  const value = Number(cents) / 100
  if (value < min || value > max) return `Enter an amount between ${min} and ${max} ${currency}.`
  return undefined
}
