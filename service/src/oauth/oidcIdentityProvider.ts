import * as client from 'openid-client'
import type { OAuthIdentityProvider } from '../addAuthRoutes.js'
import { createOAuthClientProvider } from './createOAuthClientProvider.js'
import { readOAuthIdentity } from './readOAuthIdentity.js'

export type OidcIdentityProviderOptions = {
  /** The issuer (`https://id.example`), or its discovery document (`…/.well-known/openid-configuration`). */
  issuer: string
  clientId: string
  clientSecret: string
  /** `openid email profile` when absent. */
  scopes?: readonly string[]
}

const discoverySuffix = /\/\.well-known\/openid-configuration$/

/**
 * Any OpenID Connect provider, found by discovery: code flow with PKCE and a nonce, the id token checked (signature,
 * issuer, audience, expiry, nonce), then its user info endpoint for the name and email. The subject is the id token's
 * `sub`; the devnet's OpenID provider signs in through this for every social name.
 */
export function oidcIdentityProvider(options: OidcIdentityProviderOptions): OAuthIdentityProvider {
  return createOAuthClientProvider({
    server: { issuer: options.issuer.replace(discoverySuffix, '') },
    clientId: options.clientId,
    clientAuth: client.ClientSecretBasic(options.clientSecret),
    scopes: options.scopes ?? ['openid', 'email', 'profile'],
    pkce: true,
    openId: true,
    async identify({ config, tokens }) {
      const claims = tokens.claims()
      if (!claims) throw new Error('The provider sent no id token')
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(config, tokens.access_token, claims.sub)
        : {}
      const profile: Record<string, unknown> = { ...claims, ...userInfo, sub: claims.sub }
      return readOAuthIdentity({
        subject: profile.sub,
        username: profile.preferred_username ?? profile.nickname ?? profile.name,
        email: profile.email,
        emailVerified: profile.email_verified,
      })
    },
  })
}
