import * as z from 'zod/mini'
import { FrameError } from '../frame/frameErrors.js'
import { type SocialProvider, socialProviders } from '../frame/socialProviders.js'

/** Where the social provider sends the popup back: a page of the frame's own site, beside the frame. */
export const socialCallbackPath = 'oauth-callback.html'

const stateSchema = z.object({
  nonce: z.string().check(z.regex(/^[\w-]{22,}$/)),
  origin: z.url(),
  /** Redirect mode: the app page to go back to. */
  returnUrl: z.optional(z.url()),
})
const pendingSchema = z.object({
  provider: z.enum(socialProviders),
  verifier: z.string(),
  state: z.string(),
  expiresAt: z.number(),
})
type Pending = z.infer<typeof pendingSchema>
const pendingKey = 'foyer-frame:social-login'
/** How long a started social login waits for its result. */
const pendingLifetimeMs = 10 * 60_000

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
const randomText = (size: number) => base64url(crypto.getRandomValues(new Uint8Array(size)))

/** The `state` a callback page reads to know which app window to hand the result to. */
export function readSocialState(state: string): z.infer<typeof stateSchema> | undefined {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(atob(state.replaceAll('-', '+').replaceAll('_', '/'))))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export type SocialLoginOptions = {
  /** The frame page's URL: the callback page is beside it. */
  frameUrl: string
  /** The app's origin: the callback page posts the result to it alone. */
  appOrigin: string
  /**
   * Where a started login is kept (the frame's own storage), so that in redirect mode, where the app page reloads, the
   * frame that finishes it still has the verifier. Memory only when absent.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/**
 * The frame's half of a social login, OAuth 2 authorization code with PKCE (RFC 7636, S256): `start` gives the
 * provider URL the app opens in a popup and keeps the verifier in the frame; `finish` checks the callback URL the app
 * hands back (its page, its state) and gives what the service's token exchange needs. The code passes through the
 * app, but without the verifier, which never leaves the frame, it is worth nothing.
 */
export function createSocialLogin({ frameUrl, appOrigin, storage }: SocialLoginOptions) {
  const callbackUrl = new URL(socialCallbackPath, frameUrl).href
  let pending: Pending | undefined

  function remember(value: Pending | undefined) {
    pending = value
    if (value) storage?.setItem(pendingKey, JSON.stringify(value))
    else storage?.removeItem(pendingKey)
  }

  function recall(): Pending | undefined {
    if (!pending) {
      try {
        const parsed = pendingSchema.safeParse(JSON.parse(storage?.getItem(pendingKey) ?? 'null'))
        if (parsed.success) pending = parsed.data
      } catch {}
    }
    if (pending && pending.expiresAt < Date.now()) remember(undefined)
    return pending
  }

  return {
    /** The provider's URL for a new login; `returnUrl` (on the app's origin) selects redirect mode. */
    async start(provider: SocialProvider, apiUrl: string, returnUrl?: string): Promise<string> {
      if (returnUrl !== undefined && new URL(returnUrl).origin !== new URL(appOrigin).origin)
        throw new FrameError('The return URL is not on the app’s origin')
      const verifier = randomText(48)
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
      const state = base64url(
        new TextEncoder().encode(
          JSON.stringify({ nonce: randomText(24), origin: appOrigin, ...(returnUrl ? { returnUrl } : {}) }),
        ),
      )
      remember({ provider, verifier, state, expiresAt: Date.now() + pendingLifetimeMs })
      const uri = new URL(`auth/oauth/${provider}`, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`)
      uri.searchParams.set('redirect_uri', callbackUrl)
      uri.searchParams.set('state', state)
      uri.searchParams.set('code_challenge', base64url(digest))
      uri.searchParams.set('code_challenge_method', 'S256')
      return uri.href
    },
    finish(resultUri: string): { provider: SocialProvider; code: string; verifier: string } {
      const login = recall()
      if (!login) throw new FrameError('Start the social login first')
      let url: URL
      try {
        url = new URL(resultUri)
      } catch {
        throw new FrameError('The social login result is not a URL')
      }
      if (`${url.origin}${url.pathname}` !== callbackUrl.replace(/\?.*$/, ''))
        throw new FrameError('The social login result did not come back to this frame')
      if (url.searchParams.get('state') !== login.state)
        throw new FrameError('The social login result is not for this login')
      const error = url.searchParams.get('error')
      if (error) throw new FrameError(`The social login was refused: ${error}`)
      const code = url.searchParams.get('code')
      if (!code) throw new FrameError('The social login result has no code')
      remember(undefined)
      return { provider: login.provider, code, verifier: login.verifier }
    },
  }
}
