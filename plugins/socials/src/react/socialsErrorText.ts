import { BaseError } from '@foyer/core'
import type { Translate } from '@foyer/react/ui'
import { EmailUpdateCancelledError } from '../embedded/updateEmail.js'
import { FrameLoadError, FrameRequestAbortedError, FrameTimeoutError } from '../frame/frameErrors.js'
import type en from './locales/en.js'
import { readRetryAfterSeconds } from './readRetryAfterSeconds.js'
import { SocialLoginCancelledError, SocialLoginTimeoutError } from './waitForSocialResult.js'

type SocialsKey = Exclude<
  Extract<keyof typeof en, `error.${string}` | 'error' | 'social.timeout'>,
  'error.retryAfter'
>

/** The plugin's own errors, by class. */
const keyByClass: ReadonlyArray<readonly [new (...args: never[]) => BaseError, SocialsKey]> = [
  [SocialLoginTimeoutError, 'social.timeout'],
  [SocialLoginCancelledError, 'error.socialCancelled'],
  [FrameLoadError, 'error.frameLoad'],
  [FrameRequestAbortedError, 'error.aborted'],
  [FrameTimeoutError, 'error'],
  [EmailUpdateCancelledError, 'error.updateCancelled'],
]

/** The frame's and the service's replies, by their message: the only part of a reply the frame's protocol carries. */
const keyByReply: Readonly<Record<string, SocialsKey>> = {
  'Invalid code: check it, or request a new one': 'error.invalidCode',
  'Invalid code': 'error.wrongCode',
  'This device is not approved yet': 'error.deviceNotApproved',
  'The service could not send the email: try again later': 'error.mailUnavailable',
  'Could not restore your wallet on this device': 'error.restoreFailed',
  'Request a code first': 'error.requestCodeFirst',
  'Not signed in': 'error.notSignedIn',
  'Something went wrong': 'error',
}

/**
 * What the socials views say of an error, in the active locale: the catalog's text for an error it knows (the
 * rate limit's wait kept as a number); else the error's own short message; "Something went wrong" for a non-Foyer one.
 */
export function socialsErrorText(t: Translate<typeof en>, error: unknown): string {
  if (!(error instanceof BaseError)) return t('error')
  const byClass = keyByClass.find(([type]) => error instanceof type)?.[1]
  if (byClass) return t(byClass)
  const seconds = readRetryAfterSeconds(error)
  if (seconds !== undefined) return t('error.retryAfter', { seconds })
  const byReply = keyByReply[error.shortMessage]
  return byReply ? t(byReply) : error.shortMessage
}
