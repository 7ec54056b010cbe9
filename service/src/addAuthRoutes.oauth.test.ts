import { createHash, randomBytes } from 'node:crypto'
import { type StartOidcProviderReturnType, signInAtOidcProvider, startOidcProvider } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OAuthIdentityProvider } from './addAuthRoutes.js'
import { getFreePort } from './getFreePort.js'
import { oidcIdentityProvider } from './oauth/oidcIdentityProvider.js'
import { scaledRateLimits } from './serviceLimits.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

const frameOrigin = 'http://127.0.0.1:8789'
const callbackUri = `${frameOrigin}/oauth-callback.html`
const appOrigin = 'http://127.0.0.1:5173'
const attackerOrigin = 'http://127.0.0.2:4000'
const projects = [{ projectId: 'locked', allowedOrigins: [appOrigin] }, { projectId: 'open' }]

const socials = ['github', 'google'] as const
const clientSecret = randomBytes(24).toString('base64url')
let service: ReferenceService
let provider: StartOidcProviderReturnType
let issuer: string
beforeAll(async () => {
  // A real OpenID provider stands in for GitHub and Google: the service signs in through its OpenID client code.
  const port = await getFreePort()
  issuer = `http://127.0.0.1:${port}`
  const oauthProviders = Object.fromEntries(
    socials.map((name) => [name, oidcIdentityProvider({ issuer, clientId: `foyer-${name}`, clientSecret })]),
  )
  service = await startReferenceService({
    oauthRedirectUris: [callbackUri],
    oauthProviders,
    // Every login here is a handful of OAuth requests from one client.
    limits: { rateLimits: scaledRateLimits(100) },
    projects,
    storage: await testServiceStorage(),
  })
  provider = await startOidcProvider({
    port,
    clients: socials.map((name) => ({
      clientId: `foyer-${name}`,
      clientSecret,
      name,
      redirectUris: [`${service.url}/auth/oauth/callback/${name}`],
    })),
  })
})
afterAll(async () => {
  await service?.stop()
  await provider?.stop()
})

const s256 = (text: string) => createHash('sha256').update(text).digest('base64url')

function request(base: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    redirect: 'manual',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

type Frame = { verifier: string; secret: string }
const newFrame = (): Frame => ({
  verifier: randomBytes(32).toString('base64url'),
  secret: randomBytes(32).toString('base64url'),
})

/** What the frame sends to start a login (its challenge and its secret's digest). */
function startBody(frame: Frame, fields: Record<string, unknown> = {}) {
  return {
    provider: 'github',
    projectId: 'locked',
    appOrigin,
    redirect_uri: callbackUri,
    code_challenge: s256(frame.verifier),
    code_challenge_method: 'S256',
    frameSecretHash: s256(frame.secret),
    ...fields,
  }
}

async function start(base: string, frame: Frame, fields: Record<string, unknown> = {}) {
  const response = await request(base, '/auth/oauth/start', startBody(frame, fields), { origin: frameOrigin })
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
  return (await response.json()) as { url: string; state: string }
}

const locationOf = (response: Response) => new URL(response.headers.get('location') ?? 'about:blank')

/** The user signs in at the OpenID provider; returns where the service sends the browser back to. */
async function signInAtDevProvider(url: string, username: string) {
  return (await signInAtOidcProvider(url, { username })).back
}

function redeem(base: string, frame: Frame, code: string, provider = 'github') {
  return request(base, '/auth/oauth/token', {
    provider,
    code,
    code_verifier: frame.verifier,
    frame_secret: frame.secret,
  })
}

describe('OAuth logins are started, bound and finished by the frame and the service together', () => {
  it('binds the app origin, the frame’s challenge and secret to a state the service issues; the code signs in once', async () => {
    const frame = newFrame()
    const { url, state } = await start(service.url, frame)
    expect(url).toBe(`${service.url}/auth/oauth/github?state=${state}`)
    const back = await signInAtDevProvider(url, 'octo')
    expect(`${back.origin}${back.pathname}`).toBe(callbackUri)
    expect(back.searchParams.get('state')).toBe(state)
    expect(back.searchParams.get('app_origin')).toBe(appOrigin)
    expect(back.searchParams.get('provider')).toBe('github')
    const code = back.searchParams.get('code') ?? ''
    const session = await redeem(service.url, frame, code)
    expect(session.status).toBe(200)
    expect(((await session.json()) as { user: unknown }).user).toMatchObject({
      id: 'oauth:github:octo',
      provider: 'github',
      username: 'octo',
    })
    expect((await redeem(service.url, frame, code)).status).toBe(401)
  })

  it('refuses the issue’s hand-built link, and any state it did not issue, at every step', async () => {
    const attacker = newFrame()
    const forgedState = Buffer.from(
      JSON.stringify({ nonce: 'n'.repeat(22), origin: attackerOrigin, returnUrl: `${attackerOrigin}/steal` }),
    ).toString('base64url')
    const handBuilt = new URLSearchParams({
      redirect_uri: callbackUri,
      state: forgedState,
      code_challenge: s256(attacker.verifier),
      code_challenge_method: 'S256',
    })
    const link = await fetch(`${service.url}/auth/oauth/google?${handBuilt}`, { redirect: 'manual' })
    expect(link.status).toBe(400)
    expect(link.headers.get('location')).toBeNull()
    const unissued = randomBytes(24).toString('hex')
    const unknown = await fetch(`${service.url}/auth/oauth/google?state=${unissued}`, { redirect: 'manual' })
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toMatchObject({ message: expect.stringContaining('not started by') })
    // The service's callback refuses it too.
    const callback = await fetch(`${service.url}/auth/oauth/callback/google?state=${unissued}&code=abc`, {
      redirect: 'manual',
    })
    expect(callback.status).toBe(401)
    expect(callback.headers.get('location')).toBeNull()
  })

  it('starts only for an allowed app origin, redirect_uri and project, from the frame, with S256 and a frame secret', async () => {
    const frame = newFrame()
    const refused = async (fields: Record<string, unknown>, origin: string | undefined, status: number) => {
      const response = await request(
        service.url,
        '/auth/oauth/start',
        startBody(frame, fields),
        origin ? { origin } : {},
      )
      const body = (await response.json()) as { error: string; message: string }
      expect(response.status, JSON.stringify(body)).toBe(status)
      return body
    }
    // The project allows only the app: the attacker's origin is refused.
    expect(await refused({ appOrigin: attackerOrigin }, frameOrigin, 403)).toMatchObject({
      error: 'origin_not_allowed',
    })
    // An attacker's page calling the service itself is not the frame.
    expect(await refused({}, attackerOrigin, 403)).toMatchObject({ error: 'origin_not_allowed' })
    expect(await refused({ projectId: 'nope' }, frameOrigin, 403)).toMatchObject({
      error: 'invalid_project',
    })
    expect(
      await refused({ redirect_uri: `${attackerOrigin}/oauth-callback.html` }, undefined, 400),
    ).toMatchObject({ error: 'redirect_uri_not_allowed' })
    expect(await refused({ returnUrl: `${attackerOrigin}/steal` }, frameOrigin, 400)).toMatchObject({
      message: expect.stringContaining('returnUrl'),
    })
    expect(
      await refused({ code_challenge: frame.verifier, code_challenge_method: 'plain' }, frameOrigin, 400),
    ).toMatchObject({ message: expect.stringContaining('Expected S256') })
    expect(await refused({ frameSecretHash: undefined }, frameOrigin, 400)).toMatchObject({
      message: expect.stringContaining('frameSecretHash'),
    })
    expect(await refused({ appOrigin: `${appOrigin}/path` }, frameOrigin, 400)).toMatchObject({
      message: expect.stringContaining('appOrigin'),
    })
    for (const redirectUri of [
      `${frameOrigin}/oauth-callback.html/`,
      `${frameOrigin}/other.html`,
      'http://127.0.0.1:8790/oauth-callback.html',
      'https://127.0.0.1:8789/oauth-callback.html',
      'http://127.0.0.1.evil.example:8789/oauth-callback.html',
      'javascript:alert(1)',
    ])
      expect((await refused({ redirect_uri: redirectUri }, undefined, 400)).message, redirectUri).toMatch(
        /redirect_uri/,
      )
    await start(service.url, frame, { redirect_uri: `${callbackUri}?from=popup` })
    // A project without allowedOrigins takes any app origin (the frame's own allow-list still applies).
    await start(service.url, frame, { projectId: 'open', appOrigin: attackerOrigin })
  })

  it('redeems a code only with the starting frame’s verifier and secret; a wrong try uses it up', async () => {
    for (const thief of [
      (frame: Frame) => ({ ...newFrame(), secret: frame.secret }),
      (frame: Frame) => ({ ...newFrame(), verifier: frame.verifier }),
    ]) {
      const frame = newFrame()
      const { url } = await start(service.url, frame)
      const code = (await signInAtDevProvider(url, 'victim')).searchParams.get('code') ?? ''
      const stolen = await redeem(service.url, thief(frame), code)
      expect(stolen.status).toBe(401)
      expect((await redeem(service.url, frame, code)).status).toBe(401)
    }
    const frame = newFrame()
    const { url } = await start(service.url, frame)
    const code = (await signInAtDevProvider(url, 'victim')).searchParams.get('code') ?? ''
    expect((await redeem(service.url, frame, code, 'google')).status).toBe(401)
    const withoutSecret = await request(service.url, '/auth/oauth/token', {
      provider: 'github',
      code,
      code_verifier: frame.verifier,
    })
    expect(((await withoutSecret.json()) as { message: string }).message).toContain('frame_secret')
  })

  it('comes back once per state; a cancelled login’s code is dead; a provider refusal is passed on', async () => {
    const frame = newFrame()
    const { url, state } = await start(service.url, frame, { returnUrl: `${appOrigin}/?tab=1` })
    const back = await signInAtDevProvider(url, 'octo')
    expect(back.searchParams.get('return_url')).toBe(`${appOrigin}/?tab=1`)
    // The provider step is over: the link can't be used for a second code.
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(401)
    const cancel = await request(service.url, '/auth/oauth/cancel', { state })
    expect(await cancel.json()).toEqual({ cancelled: true })
    expect((await redeem(service.url, frame, back.searchParams.get('code') ?? '')).status).toBe(401)

    const next = await start(service.url, frame)
    const refusal = await fetch(
      `${service.url}/auth/oauth/callback/github?state=${next.state}&error=access_denied`,
      { redirect: 'manual' },
    )
    expect(refusal.status).toBe(302)
    expect(locationOf(refusal).searchParams.get('error')).toBe('access_denied')
    expect((await fetch(next.url, { redirect: 'manual' })).status).toBe(401)
  })
})

describe('in production configuration (dev conveniences off), a real provider goes through the same binding', () => {
  let production: ReferenceService
  const providerCodes = new Map<string, string>()
  /** An external identity provider, as the service sees one: an authorize URL and a server-side code exchange. */
  const google: OAuthIdentityProvider = {
    authorizeUrl: ({ state, callbackUrl }) =>
      `https://accounts.provider.test/authorize?${new URLSearchParams({ state, redirect_uri: callbackUrl })}`,
    async identify({ code }) {
      const subject = providerCodes.get(code)
      providerCodes.delete(code)
      if (subject === undefined) throw new Error('invalid_grant')
      return { subject, username: `user-${subject}` }
    },
  }
  beforeAll(async () => {
    production = await startReferenceService({
      oauthRedirectUris: [callbackUri],
      oauthProviders: { google },
      projects,
      storage: await testServiceStorage(),
    })
  })
  afterAll(() => production?.stop())

  it('signs in through the provider only with a state the service issued, for the frame that started it', async () => {
    const frame = newFrame()
    const { url, state } = await start(production.url, frame, { provider: 'google' })
    const toProvider = await fetch(url, { redirect: 'manual' })
    expect(toProvider.status).toBe(302)
    const authorize = locationOf(toProvider)
    expect(authorize.origin).toBe('https://accounts.provider.test')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${production.url}/auth/oauth/callback/google`)
    // The provider's silent step: it comes back with its code.
    providerCodes.set('provider-code-1', '1001')
    const callback = await fetch(
      `${production.url}/auth/oauth/callback/google?state=${state}&code=provider-code-1`,
      { redirect: 'manual' },
    )
    const back = locationOf(callback)
    expect(`${back.origin}${back.pathname}`).toBe(callbackUri)
    expect(back.searchParams.get('app_origin')).toBe(appOrigin)
    const code = back.searchParams.get('code') ?? ''
    // An attacker with its own verifier and secret gets nothing, and the code is gone.
    expect((await redeem(production.url, newFrame(), code, 'google')).status).toBe(401)
    expect((await redeem(production.url, frame, code, 'google')).status).toBe(401)

    const again = await start(production.url, frame, { provider: 'google' })
    providerCodes.set('provider-code-2', '1001')
    const code2 =
      locationOf(
        await fetch(
          `${production.url}/auth/oauth/callback/google?state=${again.state}&code=provider-code-2`,
          {
            redirect: 'manual',
          },
        ),
      ).searchParams.get('code') ?? ''
    const session = await redeem(production.url, frame, code2, 'google')
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe('oauth:google:1001')
  })

  it('refuses hand-built links, unconfigured providers, and the stand-in provider', async () => {
    const unissued = randomBytes(24).toString('hex')
    expect((await fetch(`${production.url}/auth/oauth/google?state=${unissued}`)).status).toBe(401)
    const github = await request(
      production.url,
      '/auth/oauth/start',
      startBody(newFrame(), { provider: 'github' }),
    )
    expect(github.status).toBe(404)
    expect(await github.json()).toMatchObject({
      message: 'Sign-in with github is not configured on this service',
    })
    expect((await fetch(`${production.url}/dev/oauth/google?state=${unissued}`)).status).toBe(404)
    expect((await fetch(`${service.url}/dev/oauth/google?state=${unissued}`)).status).toBe(404)
    // A provider code the provider does not vouch for: the login is refused and ends.
    const { state } = await start(production.url, newFrame(), { provider: 'google' })
    const bad = await fetch(`${production.url}/auth/oauth/callback/google?state=${state}&code=forged`, {
      redirect: 'manual',
    })
    expect(locationOf(bad).searchParams.get('error')).toBe('invalid_grant')
    expect(locationOf(bad).searchParams.get('code')).toBeNull()
  })
})

describe('through a real OpenID provider: the provider step is checked, not trusted', () => {
  it('shows a login page with a strict CSP; the email the user gives comes back verified, with the username', async () => {
    const frame = newFrame()
    const { url } = await start(service.url, frame)
    const { page, callback, back } = await signInAtOidcProvider(url, {
      username: 'ada',
      email: 'Ada@Example.com',
    })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await page.text()).toContain('Sign in with github')
    // The provider came back with its issuer (RFC 9207) and the state the service issued.
    expect(callback.searchParams.get('iss')).toBe(issuer)
    const session = await redeem(service.url, frame, back.searchParams.get('code') ?? '')
    expect(((await session.json()) as { user: unknown }).user).toMatchObject({
      id: 'oauth:github:ada',
      username: 'ada',
      email: 'ada@example.com',
    })
  })

  it('takes the provider’s answer as a form POST too (Apple’s response_mode=form_post)', async () => {
    const frame = newFrame()
    const { url } = await start(service.url, frame)
    const { back } = await signInAtOidcProvider(url, { username: 'posted' }, 'form_post')
    const session = await redeem(service.url, frame, back.searchParams.get('code') ?? '')
    expect(((await session.json()) as { user: unknown }).user).toMatchObject({ id: 'oauth:github:posted' })
  })

  it('sends a PKCE challenge and a nonce of its own, never the frame’s', async () => {
    const frame = newFrame()
    const { url } = await start(service.url, frame)
    const authorize = locationOf(await fetch(url, { redirect: 'manual' }))
    expect(`${authorize.origin}`).toBe(issuer)
    expect(authorize.searchParams.get('client_id')).toBe('foyer-github')
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorize.searchParams.get('code_challenge')).not.toBe(s256(frame.verifier))
    expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(authorize.searchParams.get('scope')).toBe('openid email profile')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${service.url}/auth/oauth/callback/github`)
  })

  it('passes on the provider’s refusal (the user cancels): no code, and the login is over', async () => {
    const { url } = await start(service.url, newFrame())
    const { back } = await signInAtOidcProvider(url, 'cancel')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('code')).toBeNull()
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(401)
  })

  it('refuses a provider answer for another login’s state, or from another issuer', async () => {
    // The provider's code of login A, brought to the callback of login B: the state matches B, the code does not.
    const first = await start(service.url, newFrame())
    const second = await start(service.url, newFrame())
    const stolen = await signInAtOidcProvider(first.url, { username: 'victim' })
    const replay = new URL(stolen.callback)
    replay.searchParams.set('state', second.state)
    const crossed = await fetch(replay, { redirect: 'manual' })
    expect(locationOf(crossed).searchParams.get('error')).toBe('invalid_grant')

    // A callback that names another issuer (a mix-up attack) is refused before any code exchange.
    const third = await start(service.url, newFrame())
    const forged = new URL(`${service.url}/auth/oauth/callback/github`)
    forged.search = new URLSearchParams({
      code: 'abc',
      state: third.state,
      iss: 'https://evil.example',
    }).toString()
    const mixedUp = await fetch(forged, { redirect: 'manual' })
    expect(locationOf(mixedUp).searchParams.get('error')).toBe('invalid_grant')
    expect(locationOf(mixedUp).searchParams.get('code')).toBeNull()
  })

  it('checks the id token’s nonce, and the issuer the provider names', async () => {
    const port = await getFreePort()
    const ownIssuer = `http://127.0.0.1:${port}`
    const real = oidcIdentityProvider({ issuer: ownIssuer, clientId: 'foyer-github', clientSecret })
    const checked = await startReferenceService({
      oauthRedirectUris: [callbackUri],
      oauthProviders: {
        // The real provider, redeeming with a nonce other than the login's: the id token carries the login's.
        github: { ...real, identify: (input) => real.identify({ ...input, nonce: 'n'.repeat(32) }) },
        // An issuer URL other than the one the provider names itself by (a mix-up): discovery refuses it.
        google: oidcIdentityProvider({
          issuer: `http://localhost:${port}`,
          clientId: 'foyer-google',
          clientSecret,
        }),
      },
      projects,
      storage: await testServiceStorage(),
    })
    const own = await startOidcProvider({
      port,
      clients: ['github', 'google'].map((name) => ({
        clientId: `foyer-${name}`,
        clientSecret,
        name,
        redirectUris: [`${checked.url}/auth/oauth/callback/${name}`],
      })),
    })
    try {
      const { url } = await start(checked.url, newFrame())
      const { back } = await signInAtOidcProvider(url, { username: 'replayed' })
      expect(back.searchParams.get('error')).toBe('invalid_grant')
      expect(back.searchParams.get('code')).toBeNull()

      const google = await start(checked.url, newFrame(), { provider: 'google' })
      const mixedUp = await fetch(google.url, { redirect: 'manual' })
      expect(mixedUp.status).toBe(502)
      expect(((await mixedUp.json()) as { details: string }).details).toMatch(/issuer/)
    } finally {
      await checked.stop()
      await own.stop()
    }
  })
})
