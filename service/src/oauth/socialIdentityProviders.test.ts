import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readServiceConfig } from '../readServiceConfig.js'
import { appleIdentityProvider } from './appleIdentityProvider.js'
import { discordIdentityProvider } from './discordIdentityProvider.js'
import { facebookIdentityProvider } from './facebookIdentityProvider.js'
import { githubIdentityProvider } from './githubIdentityProvider.js'
import { googleIdentityProvider } from './googleIdentityProvider.js'
import { oauthProvidersFromEnv } from './oauthProvidersFromEnv.js'
import { readOAuthIdentity } from './readOAuthIdentity.js'
import { xIdentityProvider } from './xIdentityProvider.js'

const applePem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
  format: 'pem',
  type: 'pkcs8',
}) as string
const login = {
  state: 'a'.repeat(48),
  callbackUrl: 'https://api.example/auth/oauth/callback/name',
  serviceUrl: 'https://api.example',
  codeVerifier: 'v'.repeat(43),
  nonce: 'n'.repeat(32),
}
const credentials = { clientId: 'client-1', clientSecret: 'secret-123456' }

describe('each social provider sends the user to its documented endpoint with its scopes', () => {
  const cases = [
    [
      'google',
      googleIdentityProvider(credentials),
      'https://accounts.google.com/o/oauth2/v2/auth',
      'openid email profile',
      true,
      true,
    ],
    [
      'github',
      githubIdentityProvider(credentials),
      'https://github.com/login/oauth/authorize',
      'read:user user:email',
      true,
      false,
    ],
    [
      'discord',
      discordIdentityProvider(credentials),
      'https://discord.com/oauth2/authorize',
      'identify email',
      true,
      false,
    ],
    [
      'x',
      xIdentityProvider({ clientId: 'client-1' }),
      'https://x.com/i/oauth2/authorize',
      'users.read tweet.read',
      true,
      false,
    ],
    [
      'facebook',
      facebookIdentityProvider(credentials),
      'https://www.facebook.com/v23.0/dialog/oauth',
      'public_profile email',
      false,
      false,
    ],
    [
      'apple',
      appleIdentityProvider({
        clientId: 'client-1',
        teamId: 'TEAM123456',
        keyId: 'KEY1234567',
        privateKey: applePem,
      }),
      'https://appleid.apple.com/auth/authorize',
      'name email',
      false,
      true,
    ],
  ] as const
  for (const [name, provider, endpoint, scope, pkce, nonce] of cases)
    it(`${name}: ${endpoint}, ${scope}${pkce ? ', PKCE' : ''}${nonce ? ', nonce' : ''}`, async () => {
      const url = new URL(
        await provider.authorizeUrl({
          ...login,
          callbackUrl: `${login.serviceUrl}/auth/oauth/callback/${name}`,
        }),
      )
      expect(`${url.origin}${url.pathname}`).toBe(endpoint)
      expect(url.searchParams.get('client_id')).toBe('client-1')
      expect(url.searchParams.get('response_type')).toBe('code')
      expect(url.searchParams.get('scope')).toBe(scope)
      expect(url.searchParams.get('state')).toBe(login.state)
      expect(url.searchParams.get('redirect_uri')).toBe(`https://api.example/auth/oauth/callback/${name}`)
      expect(url.searchParams.get('code_challenge_method')).toBe(pkce ? 'S256' : null)
      expect(url.searchParams.get('code_challenge')).toBe(
        // base64url(SHA-256(verifier)), RFC 7636's S256.
        pkce ? '7w_YNF9DSfIdPf_pRjSq646_kPr-2-o9NAl16JGghdM' : null,
      )
      expect(url.searchParams.get('nonce')).toBe(nonce ? login.nonce : null)
      expect(url.searchParams.get('response_mode')).toBe(name === 'apple' ? 'form_post' : null)
    })
})

describe('a provider’s answer is checked before it becomes a login', () => {
  it('needs a subject; keeps a verified email only; drops a malformed name', () => {
    expect(
      readOAuthIdentity({
        subject: 583231,
        username: 'octocat',
        email: 'Octo@GitHub.com',
        emailVerified: true,
      }),
    ).toEqual({
      subject: '583231',
      username: 'octocat',
      email: 'octo@github.com',
    })
    expect(readOAuthIdentity({ subject: 'abc', email: 'a@b.example', emailVerified: 'true' }).email).toBe(
      'a@b.example',
    )
    expect(readOAuthIdentity({ subject: 'abc', email: 'a@b.example', emailVerified: false }).email).toBeNull()
    expect(readOAuthIdentity({ subject: 'abc', username: 'bad\u0000name' }).username).toBeNull()
    expect(() => readOAuthIdentity({ subject: '' })).toThrow(/subject/)
    expect(() => readOAuthIdentity({ subject: undefined })).toThrow(/subject/)
  })
})

describe('FOYER_OAUTH_* variables', () => {
  it('configure each provider; none set is none', () => {
    expect(oauthProvidersFromEnv({})).toEqual({ providers: {}, problems: [] })
    const { providers, problems } = oauthProvidersFromEnv({
      FOYER_OAUTH_GOOGLE_CLIENT_ID: 'g.apps.googleusercontent.com',
      FOYER_OAUTH_GOOGLE_CLIENT_SECRET: 'GOCSPX-secret',
      FOYER_OAUTH_X_CLIENT_ID: 'x-client',
      FOYER_OAUTH_APPLE_CLIENT_ID: 'com.example.signin',
      FOYER_OAUTH_APPLE_TEAM_ID: 'TEAM123456',
      FOYER_OAUTH_APPLE_KEY_ID: 'KEY1234567',
      FOYER_OAUTH_APPLE_PRIVATE_KEY: applePem.replace(/\n/g, '\\n'),
      FOYER_OAUTH_FARCASTER_ISSUER: 'https://id.example',
      FOYER_OAUTH_FARCASTER_CLIENT_ID: 'foyer',
      FOYER_OAUTH_FARCASTER_CLIENT_SECRET: 'secret-123456',
    })
    expect(problems).toEqual([])
    expect(Object.keys(providers).sort()).toEqual(['apple', 'farcaster', 'google', 'x'])
  })

  it('name what is missing or malformed, and stop foyer-service’s start', async () => {
    const { problems } = oauthProvidersFromEnv({
      FOYER_OAUTH_GITHUB_CLIENT_ID: 'Iv1.abc',
      FOYER_OAUTH_APPLE_CLIENT_ID: 'com.example.signin',
      FOYER_OAUTH_APPLE_TEAM_ID: 'team',
      FOYER_OAUTH_APPLE_KEY_ID: 'KEY1234567',
      FOYER_OAUTH_APPLE_PRIVATE_KEY: generateKeyPairSync('ed25519').privateKey.export({
        format: 'pem',
        type: 'pkcs8',
      }) as string,
      FOYER_OAUTH_DISCORD_ISSUER: 'ftp://id.example',
      FOYER_OAUTH_FARCASTER_CLIENT_ID: 'foyer',
    })
    expect(problems).toEqual([
      'FOYER_OAUTH_DISCORD_ISSUER: expected the https URL of an OpenID issuer',
      'FOYER_OAUTH_DISCORD_CLIENT_ID: required',
      'FOYER_OAUTH_DISCORD_CLIENT_SECRET: required',
      'FOYER_OAUTH_FARCASTER_ISSUER: required (Farcaster has no OAuth provider of its own)',
      'FOYER_OAUTH_GITHUB_CLIENT_SECRET: required',
      'FOYER_OAUTH_APPLE_TEAM_ID: expected the 10-character id Apple shows',
      'FOYER_OAUTH_APPLE_PRIVATE_KEY: Expected the P-256 (ES256) key of a Sign in with Apple key file (.p8)',
    ])
    await expect(
      readServiceConfig({ FOYER_OAUTH_GITHUB_CLIENT_ID: 'Iv1.abc', FOYER_DEVNET_INFO: '/nonexistent' }),
    ).rejects.toMatchObject({
      name: 'ServiceConfigError',
      details: 'FOYER_OAUTH_GITHUB_CLIENT_SECRET: required',
    })
  })
})
