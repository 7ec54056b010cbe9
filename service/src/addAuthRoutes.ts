import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import { keccak256, stringToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { addEmailUpdateRoutes } from './addEmailUpdateRoutes.js'
import { addFarcasterAuthRoutes, type FarcasterAuthConfig } from './addFarcasterAuthRoutes.js'
import { addKeyBackupRoutes } from './addKeyBackupRoutes.js'
import { composeAuthMail } from './composeAuthMail.js'
import { createAttemptLimiter } from './createAttemptLimiter.js'
import type { RequestContext, Router } from './createRouter.js'
import type { Mailer } from './createSmtpMailer.js'
import { devConvenience } from './devConvenience.js'
import { digestSecret } from './digestSecret.js'
import { parseInput } from './parseInput.js'
import {
  InvalidAppConfigurationError,
  InvalidInputError,
  LimitReachedError,
  MailUnavailableError,
  NotFoundError,
  OriginNotAllowedError,
  RedirectUriNotAllowedError,
  TooManyRequestsError,
  UnauthorizedError,
  UpstreamError,
} from './serviceErrors.js'
import type { ServiceLimits } from './serviceLimits.js'
import type { ServiceProjects } from './serviceProjects.js'
import type { ServiceStore } from './storage/serviceStore.js'

export type AuthUser = {
  /** The login's id: stable for the user's life (an email update keeps it), the key their wallet is kept under. */
  id: string
  email: string | null
  username: string | null
  provider: string
  address: string
  accounts: { address: string; type: 'eoa' }[]
}

/** Who signed in at an identity provider: its stable subject id, and a name and verified email when it gives them. */
export type OAuthIdentity = { subject: string; username: string | null; email?: string | null }

/**
 * An OAuth 2 identity provider (Google, GitHub, ...) behind the service: the service sends the user's browser to
 * `authorizeUrl`, the provider comes back to `callbackUrl` with `code` and `state`, and `identify` redeems that code
 * server to server. The login's binding (app origin, the frame's challenge and secret) never leaves the service; the
 * service's own PKCE verifier and OpenID nonce for the provider step are made per login and kept with it.
 * Implementations on openid-client are in `oauth/` (`oidcIdentityProvider`, `googleIdentityProvider`, …).
 */
export type OAuthIdentityProvider = {
  authorizeUrl: (input: {
    state: string
    callbackUrl: string
    serviceUrl: string
    codeVerifier: string
    nonce: string
  }) => string | Promise<string>
  identify: (input: {
    code: string
    state: string
    callbackUrl: string
    /** Everything the provider sent back to the callback (code, state, `iss`, Apple's `user`, ...). */
    callbackParams: URLSearchParams
    codeVerifier: string
    nonce: string
  }) => Promise<OAuthIdentity>
}

export const emailCodeCooldownMs = 30_000
const codeLifetimeMs = 10 * 60_000
const maxCodeAttempts = 5
const sessionLifetimeMs = 24 * 60 * 60_000
/** The window of the per-IP and per-email attempt counters. */
export const authAttemptWindowMs = 15 * 60_000
const sweepIntervalMs = 60_000
export const oauthProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

const emailSchema = z
  .email({ error: 'Invalid email' })
  .max(254)
  .transform((email) => email.toLowerCase())
/** The frame's id for its device: random, kept in the frame's storage. */
const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Expected a device id of 16 to 128 letters')
const appNameSchema = z
  .string()
  .regex(/^[^\p{Cc}]{1,100}$/u, 'Expected an app name of 1 to 100 characters')
  .transform((name) => name.trim())
const connectBody = z.object({
  email: emailSchema,
  deviceId: deviceIdSchema.optional(),
  /** The app's name (its metadata), for the new device's approval mail. */
  appName: appNameSchema.optional(),
})
const cooldownQuery = z.object({ email: emailSchema })
const invalidCode = 'Invalid code: check it, or request a new one'
const otpSchema = z.string().regex(/^\d{6}$/, 'Expected a 6-digit code')
const verifyBody = z.object({ email: emailSchema, code: otpSchema, deviceId: deviceIdSchema.optional() })
const approveQuery = z.object({
  token: z.string().regex(/^[0-9a-f]{48}$/, 'Expected a device approval token'),
})
/** RFC 7636: 43 to 128 unreserved characters (a base64url SHA-256 is 43). */
const pkceText = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Expected 43 to 128 characters of [A-Za-z0-9._~-]')
const pkceChallenge = {
  code_challenge: pkceText,
  code_challenge_method: z.literal('S256', { error: 'Expected S256 (plain is not accepted)' }),
}
const providerParam = z.enum(oauthProviders, { error: `Expected one of ${oauthProviders.join(', ')}` })
const redirectUri = z.url({ protocol: /^https?$/, error: 'Expected an http(s) redirect_uri' })
const appOriginSchema = z
  .string()
  .refine(
    (text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) && new URL(text).origin === text,
    'Expected an http(s) origin such as https://app.example',
  )
/** A state this service issued (48 hex digits). */
const oauthState = z.string().regex(/^[0-9a-f]{48}$/, 'Expected a state this service issued')
/** The base64url SHA-256 of a secret the frame keeps: only the frame that started a login can redeem its code. */
const frameSecretHash = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Expected the base64url SHA-256 of the frame session’s secret')
const startBody = z.object({
  provider: providerParam,
  projectId: z.string().min(1).max(200),
  appOrigin: appOriginSchema,
  /** Redirect mode: the app page the callback page goes back to (on `appOrigin`). */
  returnUrl: z
    .url({ protocol: /^https?$/, error: 'Expected an http(s) returnUrl' })
    .max(2000)
    .optional(),
  redirect_uri: redirectUri,
  ...pkceChallenge,
  frameSecretHash,
})
const stateQuery = z.object({ state: oauthState })
const callbackQuery = z.object({
  state: oauthState,
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
})
const tokenBody = z.object({
  provider: providerParam,
  code: z.string().regex(/^[0-9a-f]{32}$/, 'Expected an auth code'),
  code_verifier: pkceText,
  frame_secret: pkceText,
})

const millis = z.coerce.number().int()
/** An email's code row as it was before a send claimed it: put back when the mail fails. */
const emailCodeRow = z.object({
  code: z.string().nullable(),
  expires_at: millis,
  attempts: z.coerce.number().int(),
  last_sent_at: millis,
})
const sessionRow = z.object({
  login: z.string(),
  provider: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  address: z.string(),
  expires_at: millis,
})
const oauthLoginRow = z.object({
  provider: z.string(),
  app_origin: z.string(),
  return_url: z.string().nullable(),
  redirect_uri: z.string(),
  provider_code_verifier: z.string().nullable(),
  provider_nonce: z.string().nullable(),
})
const oauthGrantRow = z.object({
  provider: z.string(),
  subject: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  code_challenge: z.string(),
  frame_secret_hash: z.string(),
  expires_at: millis,
})

const deviceRequestLifetimeMs = 15 * 60_000

export type AddAuthRoutesOptions = {
  /** Where codes, users and sessions are kept. */
  store: ServiceStore
  /** Dev conveniences are on (the service listens on loopback only). */
  devConveniences: boolean
  /** Sends the login codes, device approval links and email update codes; their routes answer 503 when it fails. */
  mailer: Mailer
  /** Seals the embedded wallet's key backups (64 hex digits); `/auth/keys` answers 404 without. */
  keyEncryptionKey?: string | undefined
  /** Sign In With Farcaster (its routes answer 404 without). */
  farcaster?: FarcasterAuthConfig | undefined
  /**
   * The service's projects: an OAuth login names one and its app origin must be one the project allows; a Farcaster
   * channel is bound to its project's domain and URI.
   */
  projects: ServiceProjects
  /** `redirect_uri`s an OAuth login may send back to (the frame's callback page): origin and path must match one exactly. */
  oauthRedirectUris: string[]
  /** Identity providers by social name (see `OAuthIdentityProvider`); a name without one answers 404. */
  oauthProviders?: Partial<Record<(typeof oauthProviders)[number], OAuthIdentityProvider>>
  limits: Pick<
    ServiceLimits,
    'emailCodesPerIp' | 'authFailuresPerIp' | 'authFailuresPerEmail' | 'authSessions' | 'pendingAuthCodes'
  >
  now?: () => number
}

/**
 * The embedded wallet's dev auth backend: email one-time codes (mailed through `mailer`) and a dev
 * OAuth provider per social. Each user gets a deterministic dev address derived from their login. Codes,
 * attempt counters, users and sessions live in the store, so any process on the database can verify them.
 */
export function addAuthRoutes(router: Router, options: AddAuthRoutesOptions): void {
  const { store, devConveniences, mailer, limits, now = Date.now } = options
  const allowedRedirects = new Set(options.oauthRedirectUris.map(redirectKey))
  const window = { store, windowMs: authAttemptWindowMs, now }
  const codesSentByIp = createAttemptLimiter({
    name: 'email-codes-ip',
    max: limits.emailCodesPerIp,
    ...window,
  })
  const failuresByIp = createAttemptLimiter({
    name: 'auth-failures-ip',
    max: limits.authFailuresPerIp,
    ...window,
  })
  const failuresByEmail = createAttemptLimiter({
    name: 'auth-failures-email',
    max: limits.authFailuresPerEmail,
    ...window,
  })
  let sweptAt = now()

  /** Deletes expired codes, cooldowns, sessions and SIWX nonces, at most once a minute (unless forced). */
  async function sweep(force = false) {
    const time = now()
    if (!force && time - sweptAt < sweepIntervalMs) return
    sweptAt = time
    await store.execute(
      'DELETE FROM auth_email_codes WHERE (code IS NULL OR expires_at < $1) AND last_sent_at <= $2',
      [time, time - emailCodeCooldownMs],
    )
    await store.execute('DELETE FROM oauth_logins WHERE expires_at < $1', [time])
    await store.execute('DELETE FROM auth_sessions WHERE expires_at < $1', [time])
    await store.execute('DELETE FROM siwx_nonces WHERE expires_at < $1', [time])
    await store.execute('DELETE FROM auth_device_requests WHERE expires_at < $1', [time])
    await store.execute('DELETE FROM auth_email_updates WHERE expires_at < $1', [time])
  }

  /** Sweeps, then refuses with 429 `limit_reached` when `count()` is still at `max`. */
  async function requireRoom(count: () => Promise<number>, max: number, what: string) {
    await sweep()
    if ((await count()) < max) return
    await sweep(true)
    if ((await count()) >= max)
      throw new LimitReachedError(`This service keeps at most ${max} ${what}: try again later`)
  }
  const countOf = async (sql: string) =>
    (await store.query(z.object({ count: z.coerce.number().int() }), sql, [now()]))[0]?.count ?? 0
  const liveSessions = () => countOf('SELECT count(*) AS count FROM auth_sessions WHERE expires_at >= $1')
  const pendingEmailCodes = () =>
    countOf('SELECT count(*) AS count FROM auth_email_codes WHERE code IS NOT NULL AND expires_at >= $1')
  const pendingOauthLogins = () =>
    countOf('SELECT count(*) AS count FROM oauth_logins WHERE expires_at >= $1')
  const pendingDeviceRequests = () =>
    countOf('SELECT count(*) AS count FROM auth_device_requests WHERE expires_at >= $1')

  async function openSession(user: AuthUser) {
    const login = user.id
    await requireRoom(liveSessions, limits.authSessions, 'sign-in sessions')
    const token = randomBytes(24).toString('hex')
    const expiresAt = now() + sessionLifetimeMs
    // One statement (one round trip) upserts the user and opens the session.
    await store.execute(
      `WITH upserted AS (
         INSERT INTO auth_users (login, provider, email, username, address, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (login) DO UPDATE SET email = excluded.email, username = excluded.username
         RETURNING login
       )
       INSERT INTO auth_sessions (token_hash, login, expires_at) SELECT $7, login, $8 FROM upserted`,
      [login, user.provider, user.email, user.username, user.address, now(), digestSecret(token), expiresAt],
    )
    return { token, expiresAt, user }
  }

  /** The login of the user with this email, if they have signed in before. */
  async function loginOfEmail(email: string): Promise<string | undefined> {
    const [row] = await store.query(
      z.object({ login: z.string() }),
      "SELECT login FROM auth_users WHERE provider = 'email' AND email = $1",
      [email],
    )
    return row?.login
  }

  /** Whether this device may get a code for `login`: verified before, or approved through the mailed link. */
  async function isDeviceTrusted(login: string, email: string, deviceId: string | undefined) {
    if (deviceId === undefined) return false
    const rows = await store.query(
      z.object({ trusted: z.number() }),
      `SELECT 1 AS trusted FROM auth_devices WHERE login = $1 AND device_hash = $2
       UNION ALL
       SELECT 1 AS trusted FROM auth_device_requests
       WHERE email = $3 AND device_hash = $2 AND approved_at IS NOT NULL AND expires_at >= $4`,
      [login, digestSecret(deviceId), email, now()],
    )
    return rows.length > 0
  }

  /** The email's code row before a send claims it (its cooldown, its pending code). */
  async function emailCodeBefore(email: string) {
    const [row] = await store.query(
      emailCodeRow,
      'SELECT code, expires_at, attempts, last_sent_at FROM auth_email_codes WHERE email = $1',
      [email],
    )
    return row
  }

  /**
   * A mail that failed leaves the email's code row as it was before the send claimed it at `sentAt`: no unsent code
   * replaces the last one sent, and no cooldown starts for a mail that never left.
   */
  async function releaseEmailCode(
    email: string,
    sentAt: number,
    previous: z.output<typeof emailCodeRow> | undefined,
  ) {
    if (previous)
      await store.execute(
        `UPDATE auth_email_codes SET code = $3, expires_at = $4, attempts = $5, last_sent_at = $6
         WHERE email = $1 AND last_sent_at = $2`,
        [email, sentAt, previous.code, previous.expires_at, previous.attempts, previous.last_sent_at],
      )
    else
      await store.execute('DELETE FROM auth_email_codes WHERE email = $1 AND last_sent_at = $2', [
        email,
        sentAt,
      ])
  }

  /**
   * Gives back the cooldown a device-approval mail claimed at `sentAt` (it only set `last_sent_at`): ended as of now,
   * as it was when the claim succeeded, so a retry is not refused for a mail that never left.
   */
  async function releaseCooldown(email: string, sentAt: number) {
    await store.execute(
      'UPDATE auth_email_codes SET last_sent_at = $3 WHERE email = $1 AND last_sent_at = $2',
      [email, sentAt, sentAt - emailCodeCooldownMs],
    )
  }

  /** Mails a new code to `email`; with `cooldown`, refuses (429) within 30 s of the last mail to it. */
  async function sendCode(email: string, clientAddress: string, cooldown: boolean, appName: string | null) {
    const sentAt = now()
    const previous = await emailCodeBefore(email)
    if (cooldown && previous && sentAt - previous.last_sent_at < emailCodeCooldownMs)
      throw new TooManyRequestsError(cooldownSeconds(previous.last_sent_at, sentAt))
    await codesSentByIp.assertAllowed(clientAddress)
    if (!(previous && previous.code !== null && previous.expires_at >= sentAt))
      await requireRoom(pendingEmailCodes, limits.pendingAuthCodes, 'pending email codes')
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    // One statement decides the cooldown, so two processes receiving the same request send one code.
    const sent = await store.execute(
      `INSERT INTO auth_email_codes (email, code, expires_at, attempts, last_sent_at) VALUES ($1, $2, $3, 0, $4)
       ON CONFLICT (email) DO UPDATE
         SET code = excluded.code, expires_at = excluded.expires_at, attempts = 0, last_sent_at = excluded.last_sent_at
         WHERE auth_email_codes.last_sent_at <= $5`,
      [email, code, sentAt + codeLifetimeMs, sentAt, cooldown ? sentAt - emailCodeCooldownMs : sentAt],
    )
    if (sent === 0) {
      const [last] = await store.query(
        z.object({ last_sent_at: millis }),
        'SELECT last_sent_at FROM auth_email_codes WHERE email = $1',
        [email],
      )
      throw new TooManyRequestsError(cooldownSeconds(last?.last_sent_at ?? sentAt, sentAt))
    }
    try {
      await mailer.send(composeAuthMail(email, { kind: 'login-code', code, appName }))
    } catch (error) {
      await releaseEmailCode(email, sentAt, previous)
      throw error
    }
    await codesSentByIp.count(clientAddress)
  }

  // Every address gets the same answer (VERIFY_OTP, the same cooldown and the same work): whether an account exists
  // is never told. A known user's new device gets an approval link instead of a code; approving it mails the code.
  router.add('POST', '/auth/email/connect', async (context) => {
    const { email, deviceId, appName } = parseInput(connectBody, await context.body(), 'body field')
    const login = await loginOfEmail(email)
    // Asked for an unknown address too, so both take the same store round trips.
    const trusted = await isDeviceTrusted(login ?? '', email, deviceId)
    // A first login has nothing to protect yet; a known user's new device is approved by mail before any code.
    if (login === undefined || trusted) {
      await sendCode(email, context.clientAddress, true, appName ?? null)
      return { json: { action: 'VERIFY_OTP' } }
    }
    const sentAt = now()
    const cooldown = await store.execute(
      `INSERT INTO auth_email_codes (email, code, expires_at, attempts, last_sent_at) VALUES ($1, NULL, $2, 0, $2)
       ON CONFLICT (email) DO UPDATE SET last_sent_at = excluded.last_sent_at WHERE auth_email_codes.last_sent_at <= $3`,
      [email, sentAt, sentAt - emailCodeCooldownMs],
    )
    if (cooldown === 0) {
      const [last] = await store.query(
        z.object({ last_sent_at: millis }),
        'SELECT last_sent_at FROM auth_email_codes WHERE email = $1',
        [email],
      )
      throw new TooManyRequestsError(cooldownSeconds(last?.last_sent_at ?? sentAt, sentAt))
    }
    // Refused here, the claim above gives its cooldown back: nothing was mailed.
    try {
      await codesSentByIp.assertAllowed(context.clientAddress)
      await requireRoom(pendingDeviceRequests, limits.pendingAuthCodes, 'pending device approvals')
    } catch (error) {
      await releaseCooldown(email, sentAt)
      throw error
    }
    const token = randomBytes(24).toString('hex')
    await store.execute(
      `INSERT INTO auth_device_requests (token_hash, email, device_hash, app_name, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        digestSecret(token),
        email,
        digestSecret(deviceId ?? randomUUID()),
        appName || null,
        sentAt + deviceRequestLifetimeMs,
      ],
    )
    const link = new URL(`${context.baseUrl}/auth/device/approve`)
    link.searchParams.set('token', token)
    try {
      await mailer.send(composeAuthMail(email, { kind: 'device-approval', link: link.href, appName }))
    } catch (error) {
      await store.execute('DELETE FROM auth_device_requests WHERE token_hash = $1', [digestSecret(token)])
      await releaseCooldown(email, sentAt)
      throw error
    }
    await codesSentByIp.count(context.clientAddress)
    return { json: { action: 'VERIFY_OTP' } }
  })

  // A dev convenience for tests that sign one address in again within the cooldown (a new device after the first):
  // the address's cooldown ends now, as if 30 s had passed; its pending code stays valid.
  router.add(
    'DELETE',
    '/dev/auth/email/cooldown',
    devConvenience(devConveniences, async (context) => {
      const { email } = parseInput(cooldownQuery, context.query, 'query parameter')
      const time = now()
      await store.execute(
        'UPDATE auth_email_codes SET last_sent_at = $2 WHERE email = $1 AND last_sent_at > $2',
        [email, time - emailCodeCooldownMs],
      )
      return { json: { ended: true } }
    }),
  )

  router.add('GET', '/auth/device/approve', async (context) => {
    const { token } = parseInput(approveQuery, context.query, 'query parameter')
    const [request] = await store.query(
      z.object({ app_name: z.string().nullable() }),
      'SELECT app_name FROM auth_device_requests WHERE token_hash = $1 AND expires_at >= $2',
      [digestSecret(token), now()],
    )
    if (!request)
      return devicePage('This link has expired', '<p>Start the sign-in again for a new link.</p>', 400)
    const where = request.app_name ? ` on ${escapeHtml(request.app_name)}` : ''
    return devicePage(
      'Approve this device?',
      `<p>Someone is signing in to your Foyer wallet${where} on a new device. Approve it only if it is you.</p>
<form method="post" action="/auth/device/approve"><input type="hidden" name="token" value="${token}">
<button type="submit">Approve this device</button></form>`,
    )
  })

  router.add('POST', '/auth/device/approve', async (context) => {
    const { token } = parseInput(approveQuery, await context.body(), 'body field')
    const [approved] = await store.query(
      z.object({ email: z.string(), app_name: z.string().nullable() }),
      `UPDATE auth_device_requests SET approved_at = $2
       WHERE token_hash = $1 AND expires_at >= $2 AND approved_at IS NULL RETURNING email, app_name`,
      [digestSecret(token), now()],
    )
    if (!approved)
      return devicePage('This link has expired', '<p>Start the sign-in again for a new link.</p>', 400)
    try {
      await sendCode(approved.email, context.clientAddress, false, approved.app_name)
    } catch (error) {
      // No code reached the user: the link stays unused, to be tried again.
      await store.execute('UPDATE auth_device_requests SET approved_at = NULL WHERE token_hash = $1', [
        digestSecret(token),
      ])
      if (error instanceof MailUnavailableError)
        return devicePage(
          'The code could not be mailed',
          '<p>The service could not send your sign-in code. Try this link again in a moment.</p>',
          503,
        )
      throw error
    }
    return devicePage(
      'Device approved',
      '<p>We mailed you a sign-in code: enter it in the app to finish signing in.</p>',
    )
  })

  router.add('POST', '/auth/email/verify', async (context) => {
    const { email, code, deviceId } = parseInput(verifyBody, await context.body(), 'body field')
    await failuresByIp.assertAllowed(context.clientAddress)
    await failuresByEmail.assertAllowed(email)
    const fail = async (message: string) => {
      await failuresByIp.count(context.clientAddress)
      await failuresByEmail.count(email)
      return new UnauthorizedError(message)
    }
    const existing = await loginOfEmail(email)
    // One answer for every failure (a wrong code, no code, a known user's unapproved device): no account is told apart.
    if (existing !== undefined && !(await isDeviceTrusted(existing, email, deviceId)))
      throw await fail(invalidCode)
    // Consuming the code is one conditional update: of two processes verifying it at once, one wins.
    const used = await store.execute(
      'UPDATE auth_email_codes SET code = NULL WHERE email = $1 AND code = $2 AND expires_at >= $3',
      [email, code, now()],
    )
    if (used === 0) {
      await store.execute(
        `UPDATE auth_email_codes
         SET attempts = attempts + 1, code = CASE WHEN attempts + 1 >= $3 THEN NULL ELSE code END
         WHERE email = $1 AND code IS NOT NULL AND expires_at >= $2`,
        [email, now(), maxCodeAttempts],
      )
      throw await fail(invalidCode)
    }
    try {
      const login = existing ?? `email:${randomUUID()}`
      const session = await openSession(userFor('email', login, email, null))
      if (deviceId !== undefined) {
        await store.execute(
          `INSERT INTO auth_devices (login, device_hash, verified_at) VALUES ($1, $2, $3)
           ON CONFLICT (login, device_hash) DO NOTHING`,
          [login, digestSecret(deviceId), now()],
        )
        await store.execute('DELETE FROM auth_device_requests WHERE email = $1 AND device_hash = $2', [
          email,
          digestSecret(deviceId),
        ])
      }
      return { json: session }
    } catch (error) {
      // A sign-in refused for want of room keeps its code: it works once there is room.
      await store.execute('UPDATE auth_email_codes SET code = $2 WHERE email = $1 AND code IS NULL', [
        email,
        code,
      ])
      throw error
    }
  })

  router.add('GET', '/auth/session', async (context) => ({ json: (await requireSession(context)).session }))

  router.add('POST', '/auth/signout', async (context) => {
    const { token } = await requireSession(context)
    await store.execute('DELETE FROM auth_sessions WHERE token_hash = $1', [digestSecret(token)])
    return { json: { signedOut: true } }
  })

  function requireAllowedRedirect(redirectUri: string) {
    if (!allowedRedirects.has(redirectKey(redirectUri))) throw new RedirectUriNotAllowedError(redirectUri)
  }

  function identityProvider(provider: (typeof oauthProviders)[number]): OAuthIdentityProvider {
    const found = options.oauthProviders?.[provider]
    if (!found) throw new NotFoundError(`Sign-in with ${provider} is not configured on this service`)
    return found
  }

  /** A login the service issued `state` for, whose provider step has not come back yet. */
  async function pendingOauthLogin(provider: string, state: string) {
    const [login] = await store.query(
      oauthLoginRow,
      `SELECT provider, app_origin, return_url, redirect_uri, provider_code_verifier, provider_nonce FROM oauth_logins
       WHERE state_hash = $1 AND provider = $2 AND code_hash IS NULL AND expires_at >= $3`,
      [digestSecret(state), provider, now()],
    )
    return login
  }

  // The frame starts every login here: the service checks the app origin against the project and the redirect_uri
  // against its allow-list, and binds both, the frame's PKCE challenge and its secret's digest to a state it issues.
  router.add('POST', '/auth/oauth/start', async (context) => {
    const body = parseInput(startBody, await context.body(), 'body field')
    identityProvider(body.provider)
    requireAllowedRedirect(body.redirect_uri)
    // A browser starts a login only from the frame: the page beside the callback page.
    if (context.origin !== undefined && context.origin !== new URL(body.redirect_uri).origin)
      throw new OriginNotAllowedError(context.origin)
    const project = options.projects.find(body.projectId)
    if (!project) throw new InvalidAppConfigurationError(body.projectId)
    if (!options.projects.allowsOrigin(project, body.appOrigin))
      throw new OriginNotAllowedError(body.appOrigin)
    if (body.returnUrl !== undefined && new URL(body.returnUrl).origin !== body.appOrigin)
      throw new InvalidInputError('Invalid body field returnUrl: Expected a page on appOrigin')
    await requireRoom(pendingOauthLogins, limits.pendingAuthCodes, 'pending OAuth logins')
    const state = randomBytes(24).toString('hex')
    await store.execute(
      `INSERT INTO oauth_logins (state_hash, provider, project_id, app_origin, return_url, redirect_uri, code_challenge,
         frame_secret_hash, expires_at, provider_code_verifier, provider_nonce)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        digestSecret(state),
        body.provider,
        body.projectId,
        body.appOrigin,
        body.returnUrl ?? null,
        body.redirect_uri,
        body.code_challenge,
        body.frameSecretHash,
        now() + codeLifetimeMs,
        // The service's own PKCE verifier and nonce for the provider step: they never reach the browser.
        randomBytes(32).toString('base64url'),
        randomBytes(24).toString('base64url'),
      ],
    )
    const url = new URL(`${context.baseUrl}/auth/oauth/${body.provider}`)
    url.searchParams.set('state', state)
    return { json: { url: url.href, state } }
  })

  // The popup's first stop, on the service: a state it did not issue (a hand-built link) goes nowhere.
  router.add('GET', '/auth/oauth/:provider', async (context) => {
    const provider = parseInput(providerParam, context.params.provider, 'path parameter')
    const { state } = parseInput(stateQuery, context.query, 'query parameter')
    const identity = identityProvider(provider)
    const login = await pendingOauthLogin(provider, state)
    if (!login)
      throw new UnauthorizedError('This sign-in link was not started by the app’s wallet, or it has expired')
    const secrets = providerSecrets(login)
    const location = await Promise.resolve()
      .then(() =>
        identity.authorizeUrl({
          state,
          callbackUrl: `${context.baseUrl}/auth/oauth/callback/${provider}`,
          serviceUrl: context.baseUrl,
          ...secrets,
        }),
      )
      .catch((cause: unknown) => {
        throw new UpstreamError(`the ${provider} identity provider`, cause)
      })
    return { status: 302, headers: { location, 'referrer-policy': 'no-referrer' } }
  })

  // Where every provider comes back: the provider's code is redeemed here, and the frame's callback page gets a code
  // of the service's, bound to the login, with the app origin the login was bound to. Apple comes back with a form
  // POST (`response_mode=form_post`); the others with a redirect.
  async function providerCallback(context: RequestContext, sent: unknown) {
    const provider = parseInput(providerParam, context.params.provider, 'path parameter')
    const query = parseInput(callbackQuery, sent, 'query parameter')
    const identity = identityProvider(provider)
    const login = await pendingOauthLogin(provider, query.state)
    if (!login)
      throw new UnauthorizedError('This sign-in was not started by the app’s wallet, or it has expired')
    const back = new URL(login.redirect_uri)
    const reply = () => {
      back.searchParams.set('state', query.state)
      back.searchParams.set('provider', provider)
      back.searchParams.set('app_origin', login.app_origin)
      if (login.return_url !== null) back.searchParams.set('return_url', login.return_url)
      return { status: 302, headers: { location: back.href, 'referrer-policy': 'no-referrer' } }
    }
    const refuse = async (error: string) => {
      await store.execute('DELETE FROM oauth_logins WHERE state_hash = $1', [digestSecret(query.state)])
      back.searchParams.set('error', error)
      return reply()
    }
    if (query.code === undefined) return refuse(query.error ?? 'access_denied')
    const callbackParams =
      sent instanceof URLSearchParams
        ? sent
        : new URLSearchParams(
            Object.entries(sent as Record<string, unknown>).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
    const who = await identity
      .identify({
        code: query.code,
        state: query.state,
        callbackUrl: `${context.baseUrl}/auth/oauth/callback/${provider}`,
        callbackParams,
        ...providerSecrets(login),
      })
      .catch((error: unknown) => {
        console.warn(`[foyer service] ${provider} sign-in refused:`, describeError(error))
        return undefined
      })
    if (!who) return refuse('invalid_grant')
    const code = randomBytes(16).toString('hex')
    const issued = await store.execute(
      `UPDATE oauth_logins SET code_hash = $2, subject = $3, username = $4, email = $5, provider_code_verifier = NULL,
         provider_nonce = NULL
       WHERE state_hash = $1 AND code_hash IS NULL AND expires_at >= $6`,
      [digestSecret(query.state), digestSecret(code), who.subject, who.username, who.email ?? null, now()],
    )
    if (issued === 0)
      throw new UnauthorizedError('This sign-in was not started by the app’s wallet, or it has expired')
    back.searchParams.set('code', code)
    return reply()
  }
  router.add('GET', '/auth/oauth/callback/:provider', (context) => providerCallback(context, context.query))
  router.add('POST', '/auth/oauth/callback/:provider', async (context) =>
    providerCallback(context, await context.body()),
  )

  // The callback page gives up a login it will not deliver (an app origin its frame does not allow): its code dies.
  router.add('POST', '/auth/oauth/cancel', async (context) => {
    const { state } = parseInput(stateQuery, await context.body(), 'body field')
    const cancelled = await store.execute('DELETE FROM oauth_logins WHERE state_hash = $1', [
      digestSecret(state),
    ])
    return { json: { cancelled: cancelled > 0 } }
  })

  router.add('POST', '/auth/oauth/token', async (context) => {
    const { provider, code, code_verifier, frame_secret } = parseInput(
      tokenBody,
      await context.body(),
      'body field',
    )
    // Deleting the login is how its code is used: of two processes (or a thief and the frame) one gets the row, and a
    // wrong verifier or secret uses it up too.
    const [grant] = await store.query(
      oauthGrantRow,
      `DELETE FROM oauth_logins WHERE code_hash = $1
       RETURNING provider, subject, username, email, code_challenge, frame_secret_hash, expires_at`,
      [digestSecret(code)],
    )
    if (!grant || grant.provider !== provider || grant.expires_at < now() || grant.subject === null)
      throw new UnauthorizedError('Invalid or expired auth code')
    // PKCE: only the client that asked for the code holds the verifier of its challenge.
    if (grant.code_challenge !== createHash('sha256').update(code_verifier).digest('base64url'))
      throw new UnauthorizedError('The code_verifier does not match the code_challenge')
    if (grant.frame_secret_hash !== createHash('sha256').update(frame_secret).digest('base64url'))
      throw new UnauthorizedError('This code belongs to another frame session')
    // Namespaced by method and provider: an OAuth `farcaster` user is never a Sign In With Farcaster user.
    const login = `oauth:${provider}:${grant.subject}`
    return { json: await openSession(userFor(provider, login, grant.email, grant.username)) }
  })

  async function requireSession(context: RequestContext) {
    const header = context.headers.authorization ?? ''
    const token = header.startsWith('Bearer ') ? header.slice(7) : ''
    const [row] = token
      ? await store.query(
          sessionRow,
          `SELECT u.login, u.provider, u.email, u.username, u.address, s.expires_at
           FROM auth_sessions s JOIN auth_users u ON u.login = s.login
           WHERE s.token_hash = $1 AND s.expires_at >= $2`,
          [digestSecret(token), now()],
        )
      : []
    if (!row) throw new UnauthorizedError('Session Expired')
    const user: AuthUser = {
      id: row.login,
      email: row.email,
      username: row.username,
      provider: row.provider,
      address: row.address,
      accounts: [{ address: row.address, type: 'eoa' }],
    }
    return { token, session: { token, expiresAt: row.expires_at, user } }
  }

  if (options.farcaster)
    addFarcasterAuthRoutes(router, {
      ...options.farcaster,
      store,
      projects: options.projects,
      openSession,
      userFor,
      now,
    })

  addKeyBackupRoutes(router, {
    store,
    keyEncryptionKey: options.keyEncryptionKey,
    requireUser: async (context) => (await requireSession(context)).session.user,
    now,
  })

  addEmailUpdateRoutes(router, {
    store,
    email: emailSchema,
    otp: otpSchema,
    requireUser: async (context) => {
      const { token, session } = await requireSession(context)
      return { ...session.user, token }
    },
    mailer,
    countFailure: async (context, email) => {
      await failuresByIp.assertAllowed(context.clientAddress)
      await failuresByEmail.assertAllowed(email)
      await failuresByIp.count(context.clientAddress)
      await failuresByEmail.count(email)
    },
    now,
  })
}

function cooldownSeconds(lastSentAt: number, time: number): number {
  return Math.max(1, Math.ceil((lastSentAt + emailCodeCooldownMs - time) / 1000))
}

/** An error and its causes, on one line (a provider's refusal says little without them). */
function describeError(error: unknown): string {
  const parts: string[] = []
  for (let current = error, depth = 0; current !== undefined && depth < 4; depth++) {
    parts.push(
      current instanceof Error
        ? current.message
        : typeof current === 'object'
          ? JSON.stringify(current)
          : String(current),
    )
    current = current instanceof Error ? current.cause : undefined
  }
  return parts.join(': ')
}

/** The service's PKCE verifier and nonce of a login's provider step (made at its start). */
function providerSecrets(login: { provider_code_verifier: string | null; provider_nonce: string | null }) {
  if (login.provider_code_verifier === null || login.provider_nonce === null)
    throw new UnauthorizedError('This sign-in was not started by the app’s wallet, or it has expired')
  return { codeVerifier: login.provider_code_verifier, nonce: login.provider_nonce }
}

/** What an OAuth redirect_uri is matched on: origin and path, exactly (the query is the client's own). */
function redirectKey(uri: string): string {
  const url = new URL(uri)
  return `${url.origin}${url.pathname}`
}

function userFor(provider: string, login: string, email: string | null, username: string | null): AuthUser {
  const address = privateKeyToAccount(keccak256(stringToBytes(`foyer-dev-embedded-wallet:${login}`))).address
  return { id: login, email, username, provider, address, accounts: [{ address, type: 'eoa' }] }
}

const pageCsp = (formAction: string) =>
  `default-src 'none'; form-action ${formAction}; frame-ancestors 'none'`
const htmlHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': pageCsp("'self'"),
}

function devicePage(title: string, body: string, status = 200) {
  return {
    status,
    headers: htmlHeaders,
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1>${body}</body></html>`,
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
