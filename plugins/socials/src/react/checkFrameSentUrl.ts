import { BaseError } from '@foyer/core'

/** A URL the frame sent that the app will not open: not http(s), plain http off loopback, or not where expected. */
export class UnsafeFrameUrlError extends BaseError {
  override name = 'UnsafeFrameUrlError'
  constructor(what: string, reason: string) {
    super(`The ${what} link is not safe to open`, { details: reason })
  }
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)

/**
 * Checks a URL the secure frame sent (the social-login page, the Farcaster sign-in link) before the app navigates or
 * opens a popup to it: http(s) only, https outside loopback, no credentials, and on `origin` when given. An OS handler
 * scheme (`ms-msdt:`, `search-ms:`, `intent:`, `file:`, `javascript:`, `data:`, ...) never passes. The socials plugin's
 * counterpart of core's wallet deep-link check: the two can be folded into one.
 */
export function checkFrameSentUrl(value: string, what: string, { origin }: { origin?: string } = {}): string {
  if (!URL.canParse(value)) throw new UnsafeFrameUrlError(what, 'It is not a URL.')
  const url = new URL(value)
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UnsafeFrameUrlError(what, `Its scheme ${url.protocol} is not http(s).`)
  if (url.protocol === 'http:' && !isLoopback(url.hostname))
    throw new UnsafeFrameUrlError(what, 'Plain http is allowed on loopback only.')
  if (url.username || url.password) throw new UnsafeFrameUrlError(what, 'It carries credentials.')
  if (origin !== undefined && url.origin !== origin)
    throw new UnsafeFrameUrlError(what, `It is not on ${origin}.`)
  return url.href
}
