import {
  getFreePort,
  type StartOidcProviderReturnType,
  signInAtOidcProvider,
  startOidcProvider,
} from '@foyer/devnet'
import { oidcIdentityProvider, type ReferenceService, startReferenceService } from '@foyer/service'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSocialLogin, type SocialLoginService, socialResultTarget } from './createSocialLogin.js'

const frameOrigin = 'http://127.0.0.1:8789'
const frameUrl = `${frameOrigin}/index.html?projectId=foyer-dev`
const callbackUrl = `${frameOrigin}/oauth-callback.html`
const appOrigin = 'http://127.0.0.1:5173'

const socials = ['github', 'google', 'x'] as const
let service: ReferenceService
let provider: StartOidcProviderReturnType
let frameService: SocialLoginService
beforeAll(async () => {
  // A real OpenID provider stands in for GitHub: the service signs in through its OpenID client code.
  const port = await getFreePort()
  const issuer = `http://127.0.0.1:${port}`
  const clientSecret = 'a-test-client-secret-of-enough-length'
  service = await startReferenceService({
    devConveniences: true,
    oauthRedirectUris: [callbackUrl],
    oauthProviders: Object.fromEntries(
      socials.map((name) => [
        name,
        oidcIdentityProvider({ issuer, clientId: `foyer-${name}`, clientSecret }),
      ]),
    ),
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
  // What the frame's own fetch sends: its origin.
  frameService = {
    apiUrl: service.url,
    post: async (path, body) => {
      const response = await fetch(new URL(path, service.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: frameOrigin },
        body: JSON.stringify(body),
      })
      const json: unknown = await response.json()
      if (!response.ok) throw new Error((json as { message: string }).message)
      return json
    },
  }
})
afterAll(async () => {
  await service?.stop()
  await provider?.stop()
})

/** The user signs in at the OpenID provider: where the service sends the browser back to. */
async function completeProviderStep(url: string, username = 'octo'): Promise<string> {
  return (await signInAtOidcProvider(url, { username })).back.href
}

function redeem(result: { provider: string; code: string; verifier: string; secret: string }) {
  return fetch(`${service.url}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider: result.provider,
      code: result.code,
      code_verifier: result.verifier,
      frame_secret: result.secret,
    }),
  })
}

describe('createSocialLogin (against the reference service)', () => {
  it('has the service start the login; only this frame’s verifier and secret redeem the code it comes back with', async () => {
    const login = createSocialLogin({ frameUrl, appOrigin })
    const uri = new URL(await login.start('github', frameService))
    expect(`${uri.origin}${uri.pathname}`).toBe(`${service.url}/auth/oauth/github`)
    expect(uri.href).not.toMatch(/verifier|secret|challenge/)
    const resultUri = await completeProviderStep(uri.href)
    const result = await login.finish(resultUri)
    expect(result).toMatchObject({ provider: 'github' })
    const session = await redeem(result)
    expect(session.status).toBe(200)
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe('oauth:github:octo')
    // Used once, on both sides.
    await expect(login.finish(resultUri)).rejects.toThrow('Start the social login first')
    expect((await redeem(result)).status).toBe(401)
  })

  it('refuses a result for another page, another login, a refusal, or no code', async () => {
    const login = createSocialLogin({ frameUrl, appOrigin })
    const state = new URL(
      await completeProviderStep(await login.start('google', frameService)),
    ).searchParams.get('state')
    await expect(
      login.finish(`http://evil.example/oauth-callback.html?code=a&state=${state}`),
    ).rejects.toThrow('did not come back to this frame')
    await expect(login.finish(`${callbackUrl}?code=a&state=other`)).rejects.toThrow('not for this login')
    await expect(login.finish('not a url')).rejects.toThrow('not a URL')
    await expect(login.finish(`${callbackUrl}?error=access_denied&state=${state}`)).rejects.toThrow(
      'The social login was refused: access_denied',
    )
    await login.start('google', frameService)
    await expect(login.start('google', { ...frameService, apiUrl: 'http://127.0.0.1:1' })).rejects.toThrow(
      'did not start',
    )
    const noProject = createSocialLogin({ frameUrl: `${frameOrigin}/index.html`, appOrigin })
    await expect(noProject.start('x', frameService)).rejects.toThrow('without a projectId')
  })

  it('cancels a result for a login it did not start (someone else’s link that came back to this app): its code dies', async () => {
    const attacker = createSocialLogin({ frameUrl, appOrigin })
    const victim = createSocialLogin({ frameUrl, appOrigin })
    const resultUri = await completeProviderStep(await attacker.start('github', frameService))
    await expect(victim.finish(resultUri, frameService)).rejects.toThrow('Start the social login first')
    expect((await redeem(await attacker.finish(resultUri))).status).toBe(401)
  })

  it('redirect mode: the login survives the page going away (the frame storage), and returns only to the app origin', async () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    }
    const before = createSocialLogin({ frameUrl, appOrigin, storage })
    await expect(before.start('x', frameService, 'http://evil.example/')).rejects.toThrow('not on the app')
    const resultUri = await completeProviderStep(await before.start('x', frameService, `${appOrigin}/?tab=1`))
    expect(new URL(resultUri).searchParams.get('return_url')).toBe(`${appOrigin}/?tab=1`)
    // The app page reloads: a new frame, the same storage.
    const after = createSocialLogin({ frameUrl, appOrigin, storage })
    expect((await redeem(await after.finish(resultUri))).status).toBe(200)
    expect(store.size).toBe(0)
  })
})

describe('socialResultTarget (the callback page)', () => {
  const allowed = ['http://127.0.0.1:*', 'https://app.example']
  const state = 'a'.repeat(48)
  const at = (params: Record<string, string>) =>
    `${callbackUrl}?${new URLSearchParams({ code: 'c', state, ...params })}`

  it('posts to the bound app origin only when the frame’s config allows it', () => {
    expect(socialResultTarget(at({ app_origin: appOrigin }), allowed, true)).toEqual({
      mode: 'popup',
      appOrigin,
    })
    expect(socialResultTarget(at({ app_origin: 'https://app.example' }), allowed, true)).toEqual({
      mode: 'popup',
      appOrigin: 'https://app.example',
    })
    for (const origin of [
      'http://127.0.0.2:4000',
      'https://evil.example',
      'null',
      '',
      'https://app.example/x',
    ])
      expect(socialResultTarget(at({ app_origin: origin }), allowed, true), origin).toEqual({
        mode: 'refused',
        state,
      })
    // The link: an origin named in a self-made state is not a binding.
    expect(socialResultTarget(`${callbackUrl}?code=c&state=${state}`, allowed, true).mode).toBe('refused')
    expect(socialResultTarget(at({ app_origin: appOrigin }), allowed, false).mode).toBe('refused')
  })

  it('redirect mode goes back only to a page on the bound, allowed origin, with the result', () => {
    const target = socialResultTarget(
      at({ app_origin: appOrigin, return_url: `${appOrigin}/?tab=1` }),
      allowed,
      false,
    )
    expect(target.mode).toBe('redirect')
    const back = new URL(target.mode === 'redirect' ? target.url : '')
    expect(`${back.origin}${back.pathname}`).toBe(`${appOrigin}/`)
    expect(new URL(back.searchParams.get('result_uri') ?? '').searchParams.get('code')).toBe('c')
    for (const returnUrl of ['http://127.0.0.2:4000/steal', 'javascript:alert(1)', 'not a url'])
      expect(
        socialResultTarget(at({ app_origin: appOrigin, return_url: returnUrl }), allowed, false).mode,
      ).toBe('refused')
    expect(
      socialResultTarget(
        at({ app_origin: 'http://127.0.0.2:4000', return_url: 'http://127.0.0.2:4000/steal' }),
        allowed,
        false,
      ).mode,
    ).toBe('refused')
  })
})
