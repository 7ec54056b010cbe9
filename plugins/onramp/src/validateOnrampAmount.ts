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

/** Why `amount` cannot be paid in `currency`, or undefined: a number within the payment method's limits. */
export function validateOnrampAmount(
  amount: string,
  currency: string,
  options: OnrampOptions | undefined,
): string | undefined {
  const text = amount.trim()
  if (!text) return 'Enter an amount.'
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Enter the amount as digits, with at most 2 decimals.'
  const { min, max } = getOnrampLimits(options, currency)
  const value = Number(text)
  if (value < min || value > max) return `Enter an amount between ${min} and ${max} ${currency}.`
  return undefined
}
