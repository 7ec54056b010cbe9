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

/** Why an amount cannot be paid: a reason (what a translated message is keyed by) and the limits. */
export type OnrampAmountProblem =
  | { reason: 'empty' | 'format' }
  | { reason: 'range'; min: number; max: number; currency: string }

/**
 * Why `amount` cannot be paid in `currency`, or undefined: an amount as core's `parseTokenAmount` takes it (no spaces,
 * signs, exponents or hex) with at most 2 decimals, within the payment method's limits.
 */
export function findOnrampAmountProblem(
  amount: string,
  currency: string,
  options: OnrampOptions | undefined,
): OnrampAmountProblem | undefined {
  let cents: bigint
  try {
    cents = parseTokenAmount(amount, 2)
  } catch (error) {
    return { reason: error instanceof InvalidAmountError && error.reason === 'empty' ? 'empty' : 'format' }
  }
  const { min, max } = getOnrampLimits(options, currency)
  const value = Number(cents) / 100
  if (value < min || value > max) return { reason: 'range', min, max, currency }
  return undefined
}

/** `findOnrampAmountProblem` in English words, or undefined when the amount can be paid. */
export function validateOnrampAmount(
  amount: string,
  currency: string,
  options: OnrampOptions | undefined,
): string | undefined {
  const problem = findOnrampAmountProblem(amount, currency, options)
  if (!problem) return undefined
  if (problem.reason !== 'range')
    return problem.reason === 'empty'
      ? 'Enter an amount.'
      : 'Enter the amount as digits, with at most 2 decimals.'
  return `Enter an amount between ${problem.min} and ${problem.max} ${problem.currency}.`
}
