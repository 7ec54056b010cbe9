import { HttpRequestError } from '../errors/HttpRequestError.js'
import { NetworkNotFoundError } from '../errors/network.js'

/** What the user is told for an error that points at the app's setup rather than at one action (SPEC.md §8). */
export type AlertMessage = 'Invalid App Configuration' | 'Session Expired' | 'Network Not Found'

// The texts WalletConnect's relay and the Foyer service give for a refused project or session, and what each means.
const knownTexts: readonly (readonly [string, AlertMessage])[] = [
  ['Unauthorized: origin not allowed', 'Invalid App Configuration'],
  ['Unauthorized: invalid key', 'Invalid App Configuration'],
  ['Invalid App Configuration', 'Invalid App Configuration'],
  ['JWT validation error', 'Session Expired'],
]

/** The alert an error (anywhere in its cause chain) calls for, or undefined when it is an ordinary failure. */
export function toAlertMessage(error: unknown): AlertMessage | undefined {
  let current: unknown = error
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    if (current instanceof NetworkNotFoundError) return 'Network Not Found'
    const text = textsOf(current)
    const known = knownTexts.find(([needle]) => text.includes(needle))
    if (known) return known[1]
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function textsOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value !== 'object' || value === null) return ''
  const { message, details } = value as { message?: unknown; details?: unknown }
  const body = value instanceof HttpRequestError ? value.body : ''
  return [message, details, body].filter((entry) => typeof entry === 'string').join('\n')
}
