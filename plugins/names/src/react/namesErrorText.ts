import type { Translate } from '@foyer/react/ui'
import { type NameRegistrationCode, NameRegistrationError } from '../errors.js'
import type en from './locales/en.js'

type NamesErrorKey = Extract<keyof typeof en, `error.${string}`>

/** The codes with a text of their own (a rule the label breaks, or the service's reason, keeps its message). */
const keyByCode: Readonly<Partial<Record<NameRegistrationCode, NamesErrorKey>>> = {
  unavailable: 'error.unavailable',
  notConnected: 'error.notConnected',
  declined: 'error.declined',
  failed: 'error.failed',
}

/**
 * What the Names views say of an error, in the active locale: the catalog's text for a `NameRegistrationError` code
 * it has one for; else the error's own short message; else `fallback`.
 */
export function namesErrorText(t: Translate<typeof en>, error: unknown, fallback: string): string {
  const key = error instanceof NameRegistrationError ? keyByCode[error.code] : undefined
  if (key) return t(key)
  const short = (error as { shortMessage?: unknown } | undefined)?.shortMessage
  return typeof short === 'string' && short ? short : fallback
}
