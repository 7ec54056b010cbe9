import type { Translate } from '@foyer/react/ui'
import { type OnrampCheckoutCode, OnrampCheckoutError } from '../errors.js'
import type en from './locales/en.js'

const keyByCode: Readonly<Record<OnrampCheckoutCode, Extract<keyof typeof en, `error.${string}`>>> = {
  notConnected: 'error.notConnected',
  unavailable: 'error.unavailable',
  unsafeUrl: 'error.unsafeUrl',
}

/**
 * What the on-ramp view says of a checkout that did not open, in the active locale: the catalog's text for the
 * plugin's own refusal; else the error's own message (the service's); else "The checkout could not be opened."
 */
export function onrampErrorText(t: Translate<typeof en>, error: unknown): string {
  if (error instanceof OnrampCheckoutError) return t(keyByCode[error.code])
  const own = error as { shortMessage?: unknown; message?: unknown } | undefined
  const text = own?.shortMessage ?? own?.message
  return typeof text === 'string' && text ? text : t('checkoutFailed')
}
