import { randomBytes, randomInt } from 'node:crypto'
import { keccak256, stringToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { createAttemptLimiter } from './createAttemptLimiter.js'
import type { RequestContext, Router } from './createRouter.js'
import { devConvenience } from './devConvenience.js'
import { parseInput } from './parseInput.js'
import {
  LimitReachedError,
  RedirectUriNotAllowedError,
  TooManyRequestsError,
  UnauthorizedError,
} from './serviceErrors.js'
import type { ServiceLimits } from './serviceLimits.js'

export type MailboxMessage = { email: string; code: string; subject: string; sentAt: number }

export type Mailbox = {
  /** Messages sent to `email` (every message when omitted), oldest first. */
  messages: (email?: string) => MailboxMessage[]
  /** The code of the newest message to `email`, if any. */
  latestCode: (email: string) => string | undefined
}

export type AuthUser = {
  email: string | null
  username: string | null
  provider: string
  address: string
  accounts: { address: string; type: 'eoa' }[]
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
const connectBody = z.object({ email: emailSchema })
const verifyBody = z.object({
  email: emailSchema,
  code: z.string().regex(/^\d{6}$/, 'Expected a 6-digit code'),
})
const providerParam = z.enum(oauthProviders, { error: `Expected one of ${oauthProviders.join(', ')}` })
const redirectUri = z.url({ protocol: /^https?$/, error: 'Expected an http(s) redirect_uri' })
const authorizeQuery = z.object({ redirect_uri: redirectUri, state: z.string().max(500).optional() })
const authorizeBody = z.object({
  redirect_uri: redirectUri,
  state: z.string().max(500).optional(),
  username: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'Expected a username of letters, digits, _ . -'),
})
const tokenBody = z.object({
  provider: providerParam,
  code: z.string().regex(/^[0-9a-f]{32}$/, 'Expected an auth code'),
})

export type AddAuthRoutesOptions = {
  /** The mailbox route and the dev OAuth provider answer 404 without. */
  devConveniences: boolean
  /** `redirect_uri`s the dev OAuth provider may send back to: origin and path must match one exactly. */
  oauthRedirectUris: string[]
  limits: Pick<
    ServiceLimits,
    | 'mailboxMessages'
    | 'emailCodesPerIp'
    | 'authFailuresPerIp'
    | 'authFailuresPerEmail'
    | 'authSessions'
    | 'pendingAuthCodes'
  >
  now?: () => number
}

/**
 * The embedded wallet's dev auth backend: email one-time codes (read through `GET /dev/mailbox`) and a dev
 * OAuth provider per social. Each user gets a deterministic dev address derived from their login.
 */
export function addAuthRoutes(router: Router, options: AddAuthRoutesOptions): Mailbox {
  const { devConveniences, limits, now = Date.now } = options
  const allowedRedirects = new Set(options.oauthRedirectUris.map(redirectKey))
  const sent: MailboxMessage[] = []
  const pendingCodes = new Map<string, { code: string; expiresAt: number; attempts: number }>()
  const lastSentAt = new Map<string, number>()
  const sessions = new Map<string, { user: AuthUser; expiresAt: number }>()
  const oauthCodes = new Map<string, { provider: string; username: string; expiresAt: number }>()
  const window = { windowMs: authAttemptWindowMs, now }
  const codesSentByIp = createAttemptLimiter({ max: limits.emailCodesPerIp, ...window })
  const failuresByIp = createAttemptLimiter({ max: limits.authFailuresPerIp, ...window })
  const failuresByEmail = createAttemptLimiter({ max: limits.authFailuresPerEmail, ...window })
  let sweptAt = now()

  /** Forgets expired codes, cooldowns and sessions, at most once a minute. */
  function sweep(force = false) {
    const time = now()
    if (!force && time - sweptAt < sweepIntervalMs) return
    sweptAt = time
    for (const [email, sentAt] of lastSentAt)
      if (time - sentAt >= emailCodeCooldownMs) lastSentAt.delete(email)
    for (const [email, pending] of pendingCodes) if (pending.expiresAt < time) pendingCodes.delete(email)
    for (const [code, grant] of oauthCodes) if (grant.expiresAt < time) oauthCodes.delete(code)
    for (const [token, session] of sessions) if (session.expiresAt < time) sessions.delete(token)
  }

  /** Sweeps, then refuses with 429 `limit_reached` when `store` is still full. */
  function requireRoom(store: Map<string, unknown>, max: number, what: string) {
    sweep()
    if (store.size < max) return
    sweep(true)
    if (store.size >= max)
      throw new LimitReachedError(`This service keeps at most ${max} ${what}: try again later`)
  }

  function openSession(user: AuthUser) {
    requireRoom(sessions, limits.authSessions, 'sign-in sessions')
    const token = randomBytes(24).toString('hex')
    const expiresAt = now() + sessionLifetimeMs
    sessions.set(token, { user, expiresAt })
    return { token, expiresAt, user }
  }

  router.add('POST', '/auth/email/connect', async (context) => {
    const { email } = parseInput(connectBody, await context.body(), 'body field')
    const last = lastSentAt.get(email)
    if (last !== undefined && now() - last < emailCodeCooldownMs) {
      throw new TooManyRequestsError(Math.ceil((emailCodeCooldownMs - (now() - last)) / 1000))
    }
    codesSentByIp.assertAllowed(context.clientAddress)
    if (!pendingCodes.has(email)) requireRoom(pendingCodes, limits.pendingAuthCodes, 'pending email codes')
    codesSentByIp.count(context.clientAddress)
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    lastSentAt.set(email, now())
    pendingCodes.set(email, { code, expiresAt: now() + codeLifetimeMs, attempts: 0 })
    sent.push({ email, code, subject: `Your Foyer login code is ${code}`, sentAt: now() })
    if (sent.length > limits.mailboxMessages) sent.splice(0, sent.length - limits.mailboxMessages)
    return { json: { action: 'VERIFY_OTP' } }
  })

  router.add('POST', '/auth/email/verify', async (context) => {
    const { email, code } = parseInput(verifyBody, await context.body(), 'body field')
    failuresByIp.assertAllowed(context.clientAddress)
    failuresByEmail.assertAllowed(email)
    const fail = (message: string) => {
      failuresByIp.count(context.clientAddress)
      failuresByEmail.count(email)
      return new UnauthorizedError(message)
    }
    const pending = pendingCodes.get(email)
    if (!pending || pending.expiresAt < now()) throw fail('No valid code for this email: request a new one')
    if (pending.code !== code) {
      pending.attempts += 1
      if (pending.attempts >= maxCodeAttempts) pendingCodes.delete(email)
      throw fail('Invalid code')
    }
    const session = openSession(userFor('email', email, email, null))
    pendingCodes.delete(email)
    return { json: session }
  })

  router.add(
    'GET',
    '/dev/mailbox',
    devConvenience(devConveniences, (context) => {
      const { email } = parseInput(
        z.object({ email: emailSchema.optional() }),
        context.query,
        'query parameter',
      )
      return { json: { messages: mailbox.messages(email) } }
    }),
  )

  router.add('GET', '/auth/session', (context) => ({ json: requireSession(context).session }))

  router.add('POST', '/auth/signout', (context) => {
    sessions.delete(requireSession(context).token)
    return { json: { signedOut: true } }
  })

  function requireAllowedRedirect(redirectUri: string) {
    if (!allowedRedirects.has(redirectKey(redirectUri))) throw new RedirectUriNotAllowedError(redirectUri)
  }

  router.add(
    'GET',
    '/auth/oauth/:provider',
    devConvenience(devConveniences, (context) => {
      const provider = parseInput(providerParam, context.params.provider, 'path parameter')
      const query = parseInput(authorizeQuery, context.query, 'query parameter')
      requireAllowedRedirect(query.redirect_uri)
      return { headers: { 'content-type': 'text/html; charset=utf-8' }, body: oauthPage(provider, query) }
    }),
  )

  router.add(
    'POST',
    '/auth/oauth/:provider/authorize',
    devConvenience(devConveniences, async (context) => {
      const provider = parseInput(providerParam, context.params.provider, 'path parameter')
      const body = parseInput(authorizeBody, await context.body(), 'body field')
      requireAllowedRedirect(body.redirect_uri)
      requireRoom(oauthCodes, limits.pendingAuthCodes, 'pending OAuth codes')
      const code = randomBytes(16).toString('hex')
      oauthCodes.set(code, { provider, username: body.username, expiresAt: now() + codeLifetimeMs })
      const target = new URL(body.redirect_uri)
      target.searchParams.set('code', code)
      target.searchParams.set('provider', provider)
      if (body.state !== undefined) target.searchParams.set('state', body.state)
      return { status: 302, headers: { location: target.toString() } }
    }),
  )

  router.add(
    'POST',
    '/auth/oauth/token',
    devConvenience(devConveniences, async (context) => {
      const { provider, code } = parseInput(tokenBody, await context.body(), 'body field')
      const grant = oauthCodes.get(code)
      oauthCodes.delete(code)
      if (!grant || grant.provider !== provider || grant.expiresAt < now()) {
        throw new UnauthorizedError('Invalid or expired auth code')
      }
      return { json: openSession(userFor(provider, `${provider}:${grant.username}`, null, grant.username)) }
    }),
  )

  function requireSession(context: RequestContext) {
    const header = context.headers.authorization ?? ''
    const token = header.startsWith('Bearer ') ? header.slice(7) : ''
    const session = sessions.get(token)
    if (!session || session.expiresAt < now()) throw new UnauthorizedError('Session Expired')
    return { token, session: { token, expiresAt: session.expiresAt, user: session.user } }
  }

  const mailbox: Mailbox = {
    messages: (email) =>
      sent.filter((message) => email === undefined || message.email === email.toLowerCase()),
    latestCode: (email) => mailbox.messages(email).at(-1)?.code,
  }
  return mailbox
}

/** What an OAuth redirect_uri is matched on: origin and path, exactly (the query is the client's own). */
function redirectKey(uri: string): string {
  const url = new URL(uri)
  return `${url.origin}${url.pathname}`
}

function userFor(provider: string, login: string, email: string | null, username: string | null): AuthUser {
  const address = privateKeyToAccount(keccak256(stringToBytes(`foyer-dev-embedded-wallet:${login}`))).address
  return { email, username, provider, address, accounts: [{ address, type: 'eoa' }] }
}

function oauthPage(provider: string, query: { redirect_uri: string; state?: string | undefined }): string {
  const field = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
  return `<!doctype html><html><head><meta charset="utf-8"><title>Sign in with ${provider} (Foyer dev)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto">
<h1>Sign in with ${provider}</h1><p>This is the Foyer devnet's stand-in for ${provider}'s login page.</p>
<form method="post" action="/auth/oauth/${provider}/authorize">
${field('redirect_uri', query.redirect_uri)}${query.state === undefined ? '' : field('state', query.state)}
<label>Username <input name="username" value="dev-user" required pattern="[A-Za-z0-9_.\\-]{1,40}"></label>
<button type="submit">Continue</button></form></body></html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
