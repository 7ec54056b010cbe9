import { createPrivateKey, type KeyObject, sign } from 'node:crypto'
import type * as client from 'openid-client'
import * as z from 'zod'
import type { OAuthIdentityProvider } from '../addAuthRoutes.js'
import { createOAuthClientProvider } from './createOAuthClientProvider.js'
import { readOAuthIdentity } from './readOAuthIdentity.js'

export const appleServer: client.ServerMetadata = {
  issuer: 'https://appleid.apple.com',
  authorization_endpoint: 'https://appleid.apple.com/auth/authorize',
  token_endpoint: 'https://appleid.apple.com/auth/token',
  jwks_uri: 'https://appleid.apple.com/auth/keys',
}

export type AppleIdentityProviderOptions = {
  /** The Services ID (`com.example.signin`), Apple's client_id for the web. */
  clientId: string
  teamId: string
  /** The id of the Sign in with Apple key, and the key itself (its `.p8` file: a PKCS #8 P-256 key, PEM). */
  keyId: string
  privateKey: string
}

/** Apple's `user` form field, sent on the first sign-in only. */
const appleUserSchema = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
})
const clientSecretLifetimeSeconds = 300

/** A P-256 private key in PEM (PKCS #8, as Apple's `.p8` file), else an error saying what is wrong. */
export function readApplePrivateKey(pem: string): KeyObject {
  const key = createPrivateKey(pem.replace(/\\n/g, '\n'))
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error('Expected the P-256 (ES256) key of a Sign in with Apple key file (.p8)')
  return key
}

/**
 * Sign in with Apple: OpenID Connect with a nonce (Apple documents no PKCE), scopes `name email`, which makes Apple
 * come back with a form POST (`response_mode=form_post`). Its client secret is a JWT the service signs with the
 * Sign in with Apple key (ES256, a fresh one per token request). The subject is the id token's `sub`, the email
 * its `email` (possibly a private relay address), the name from the first sign-in's `user` field.
 */
export function appleIdentityProvider(options: AppleIdentityProviderOptions): OAuthIdentityProvider {
  const key = readApplePrivateKey(options.privateKey)
  const clientSecret = () => {
    const now = Math.floor(Date.now() / 1000)
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const input = `${encode({ alg: 'ES256', kid: options.keyId })}.${encode({
      iss: options.teamId,
      iat: now,
      exp: now + clientSecretLifetimeSeconds,
      aud: appleServer.issuer,
      sub: options.clientId,
    })}`
    const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' })
    return `${input}.${signature.toString('base64url')}`
  }
  return createOAuthClientProvider({
    server: { metadata: appleServer },
    clientId: options.clientId,
    clientAuth: (_server, _client, body) => {
      body.set('client_id', options.clientId)
      body.set('client_secret', clientSecret())
    },
    scopes: ['name', 'email'],
    pkce: false,
    openId: true,
    authorizeParameters: { response_mode: 'form_post' },
    async identify({ tokens, callbackParams }) {
      const claims: Record<string, unknown> = { ...tokens.claims() }
      const user = appleUserSchema.safeParse(parseJson(callbackParams.get('user')))
      const name = user.success
        ? [user.data.name?.firstName, user.data.name?.lastName].filter(Boolean).join(' ')
        : ''
      return readOAuthIdentity({
        subject: claims.sub,
        username: name || null,
        email: claims.email,
        emailVerified: claims.email_verified,
      })
    },
  })
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}
