import { BaseError } from '@foyer/core'
import * as z from 'zod/mini'

const resultMessage = z.object({
  type: z.literal('@foyer-frame/SOCIAL_RESULT'),
  resultUri: z.string().check(z.maxLength(4096)),
})

/** The user closed the popup before the provider sent them back. */
export class SocialLoginCancelledError extends BaseError {
  override name = 'SocialLoginCancelledError'
  constructor() {
    super('Social login cancelled. Please try again.')
  }
}

/** The provider's page did not send the user back in time (AppKit gives up after 45 s as well). */
export class SocialLoginTimeoutError extends BaseError {
  override name = 'SocialLoginTimeoutError'
  constructor() {
    super('Social login timed out. Please try again.')
  }
}

/** How long a social login may take in its popup before it is given up. */
export const socialLoginTimeoutMs = 45_000

/**
 * The result URL the popup's last page (on the frame's origin) posts back to the app; messages from any other window
 * or origin, or of another shape, are ignored. Rejects when the popup is closed first, when `timeoutMs` passes
 * (`SocialLoginTimeoutError`), or `signal` aborts.
 */
export function waitForSocialResult(
  popup: Window,
  {
    frameOrigin,
    signal,
    timeoutMs = socialLoginTimeoutMs,
  }: { frameOrigin: string; signal?: AbortSignal; timeoutMs?: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', onMessage)
      clearInterval(watch)
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== popup) return
      const parsed = resultMessage.safeParse(event.data)
      if (!parsed.success) return
      done()
      resolve(parsed.data.resultUri)
    }
    const onAbort = () => {
      done()
      reject(signal?.reason)
    }
    // A closed popup sends no event; it is noticed by looking.
    const watch = setInterval(() => {
      if (!popup.closed) return
      done()
      reject(new SocialLoginCancelledError())
    }, 500)
    const timer = setTimeout(() => {
      done()
      reject(new SocialLoginTimeoutError())
    }, timeoutMs)
    window.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
