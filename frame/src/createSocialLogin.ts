import { FrameError, type SocialProvider, socialProviders } from '@foyer/plugin-socials/protocol'
import * as z from 'zod/mini'
import { isOriginAllowed } from './isOriginAllowed.js'

/** Where the service sends the login back: a page of the frame's own site, beside the frame. */
export const socialCallbackPath = 'oauth-callback.html'

const pendingSchema = z.object({
  provider: z.enum(socialProviders),
  verifier: z.string(),
  /** The frame session's secret for this login: the service holds only its digest. */
  secret: z.string(),
  state: z.string(),
  expiresAt: z.number(),
})
type Pending = z.infer<typeof pendingSchema>
const startReply = z.object({
  url: z.url({ protocol: /^https?$/ }),
  state: z.string().check(z.regex(/^[0-9a-f]{48}$/, 'Expected the state the service issued')),
})
const pendingKey = 'foyer-frame:social-login'
/** How long a started social login waits for its result. */
const pendingLifetimeMs = 10 * 60_000

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
const randomText = (size: number) => base64url(crypto.getRandomValues(new Uint8Array(size)))
const s256 = async (text: string) =>
  base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))

export type SocialLoginOptions = {
  /** The frame page's URL (its `projectId` query names the app's project): the callback page is beside it. */
  frameUrl: string
  /** The app's origin: the service binds the login to it, and the callback page delivers the result to it alone. */
  appOrigin: string
  /**
   * Where a started login is kept (the frame's own storage), so that in redirect mode, where the app page reloads, the
   * frame that finishes it still has the verifier and secret. Memory only when absent.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/** POSTs `body` to the frame's service at `path` and answers its JSON (throwing on an error reply). */
export type SocialLoginService = { apiUrl: string; post: (path: string, body: unknown) => Promise<unknown> }

/**
 * The frame's half of a social login, OAuth 2 authorization code with PKCE (RFC 7636, S256): `start` asks the service
 * to start a login bound to the app's origin, the frame's challenge and the digest of a secret only this frame holds,
 * under a state the service issues, and gives the service URL the app opens; `finish` checks the callback URL the app
 * hands back (its page, its state) and gives what the token exchange needs. The code passes through the app, but
 * without the verifier and the secret, which never leave the frame, it is worth nothing.
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
    /** The URL (on the service) for a new login; `returnUrl` (on the app's origin) selects redirect mode. */
    async start(provider: SocialProvider, service: SocialLoginService, returnUrl?: string): Promise<string> {
      if (returnUrl !== undefined && new URL(returnUrl).origin !== new URL(appOrigin).origin)
        throw new FrameError('The return URL is not on the app’s origin')
      const projectId = new URL(frameUrl).searchParams.get('projectId')
      if (!projectId) throw new FrameError('The frame was opened without a projectId')
      const verifier = randomText(48)
      const secret = randomText(32)
      const reply = startReply.safeParse(
        await service.post('/auth/oauth/start', {
          provider,
          projectId,
          appOrigin: new URL(appOrigin).origin,
          ...(returnUrl === undefined ? {} : { returnUrl }),
          redirect_uri: callbackUrl,
          code_challenge: await s256(verifier),
          code_challenge_method: 'S256',
          frameSecretHash: await s256(secret),
        }),
      )
      if (!reply.success || new URL(reply.data.url).origin !== new URL(service.apiUrl).origin)
        throw new FrameError('The service did not start the social login')
      remember({
        provider,
        verifier,
        secret,
        state: reply.data.state,
        expiresAt: Date.now() + pendingLifetimeMs,
      })
      return reply.data.url
    },
    /**
     * What the token exchange needs, from the result the app hands back. A result for a login this frame did not start
     * (someone else's link that came back to this app) is cancelled at `service`, so its code dies.
     */
    async finish(
      resultUri: string,
      service?: SocialLoginService,
    ): Promise<{ provider: SocialProvider; code: string; verifier: string; secret: string }> {
      let url: URL
      try {
        url = new URL(resultUri)
      } catch {
        throw new FrameError('The social login result is not a URL')
      }
      if (`${url.origin}${url.pathname}` !== callbackUrl.replace(/\?.*$/, ''))
        throw new FrameError('The social login result did not come back to this frame')
      const login = recall()
      const state = url.searchParams.get('state')
      if (!login || state !== login.state) {
        if (state && /^[0-9a-f]{48}$/.test(state))
          await service?.post('/auth/oauth/cancel', { state }).catch(() => undefined)
        throw new FrameError(
          login ? 'The social login result is not for this login' : 'Start the social login first',
        )
      }
      remember(undefined)
      const error = url.searchParams.get('error')
      if (error) throw new FrameError(`The social login was refused: ${error}`)
      const code = url.searchParams.get('code')
      if (!code) throw new FrameError('The social login result has no code')
      return { provider: login.provider, code, verifier: login.verifier, secret: login.secret }
    },
  }
}

export type SocialResultTarget =
  | { mode: 'popup'; appOrigin: string }
  | { mode: 'redirect'; url: string }
  | { mode: 'refused'; state: string | null }

/**
 * Where the callback page hands a login's result: to the app origin the service bound the login to, and only if the
 * frame's config allows that origin. Redirect mode goes back to the bound return URL (on that origin) with
 * `result_uri`; a popup posts to its opener at that origin. Anything else is refused (and the login should be
 * cancelled, so its code dies).
 */
export function socialResultTarget(
  callbackUrl: string,
  allowedOrigins: readonly string[],
  hasOpener: boolean,
): SocialResultTarget {
  const url = new URL(callbackUrl)
  const state = url.searchParams.get('state')
  const appOrigin = url.searchParams.get('app_origin') ?? ''
  const returnUrl = url.searchParams.get('return_url')
  if (!state || !isOriginAllowed(appOrigin, allowedOrigins) || new URL(appOrigin).origin !== appOrigin)
    return { mode: 'refused', state }
  if (returnUrl !== null) {
    if (!URL.canParse(returnUrl) || new URL(returnUrl).origin !== appOrigin) return { mode: 'refused', state }
    const back = new URL(returnUrl)
    back.searchParams.set('result_uri', url.href)
    return { mode: 'redirect', url: back.href }
  }
  return hasOpener ? { mode: 'popup', appOrigin } : { mode: 'refused', state }
}
