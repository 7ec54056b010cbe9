import { describe, expect, it } from 'vitest'
import { createSocialLogin, readSocialState } from './createSocialLogin.js'

const frameUrl = 'http://127.0.0.1:8789/index.html?projectId=p'
const appOrigin = 'http://127.0.0.1:5173'

async function s256(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return Buffer.from(digest).toString('base64url')
}

describe('createSocialLogin', () => {
  it('sends the popup to the service with a PKCE challenge; the verifier stays in the frame and matches it', async () => {
    const login = createSocialLogin({ frameUrl, appOrigin })
    const uri = new URL(await login.start('github', 'http://127.0.0.1:8787'))
    expect(`${uri.origin}${uri.pathname}`).toBe('http://127.0.0.1:8787/auth/oauth/github')
    expect(uri.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:8789/oauth-callback.html')
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.href).not.toContain('verifier')
    const state = uri.searchParams.get('state') ?? ''
    expect(readSocialState(state)?.origin).toBe(appOrigin)

    const result = login.finish(
      `http://127.0.0.1:8789/oauth-callback.html?code=abc&provider=github&state=${state}`,
    )
    expect(result).toMatchObject({ provider: 'github', code: 'abc' })
    expect(result.verifier).toMatch(/^[\w-]{43,128}$/)
    expect(await s256(result.verifier)).toBe(uri.searchParams.get('code_challenge'))
    // Used once.
    expect(() => login.finish(`http://127.0.0.1:8789/oauth-callback.html?code=abc&state=${state}`)).toThrow(
      'Start the social login first',
    )
  })

  it('refuses a result for another page, another login, a refusal, or no code', async () => {
    const login = createSocialLogin({ frameUrl, appOrigin })
    const state =
      new URL(await login.start('google', 'http://127.0.0.1:8787/')).searchParams.get('state') ?? ''
    expect(() => login.finish(`http://evil.example/oauth-callback.html?code=a&state=${state}`)).toThrow(
      'did not come back to this frame',
    )
    expect(() => login.finish('http://127.0.0.1:8789/oauth-callback.html?code=a&state=other')).toThrow(
      'not for this login',
    )
    expect(() =>
      login.finish(`http://127.0.0.1:8789/oauth-callback.html?error=access_denied&state=${state}`),
    ).toThrow('The social login was refused: access_denied')
    expect(() => login.finish(`http://127.0.0.1:8789/oauth-callback.html?state=${state}`)).toThrow('no code')
    expect(() => login.finish('not a url')).toThrow('not a URL')
    expect(readSocialState('garbage')).toBe(undefined)
  })

  it('redirect mode: the login survives the page going away (the frame storage), and returns only to the app origin', async () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    }
    const before = createSocialLogin({ frameUrl, appOrigin, storage })
    await expect(before.start('x', 'http://127.0.0.1:8787', 'http://evil.example/')).rejects.toThrow(
      'not on the app',
    )
    const uri = new URL(await before.start('x', 'http://127.0.0.1:8787', `${appOrigin}/?tab=1`))
    const state = uri.searchParams.get('state') ?? ''
    expect(readSocialState(state)?.returnUrl).toBe(`${appOrigin}/?tab=1`)

    // The app page reloads: a new frame, the same storage.
    const after = createSocialLogin({ frameUrl, appOrigin, storage })
    const result = after.finish(`http://127.0.0.1:8789/oauth-callback.html?code=c&provider=x&state=${state}`)
    expect(await s256(result.verifier)).toBe(uri.searchParams.get('code_challenge'))
    expect(store.size).toBe(0)
  })
})
