import * as client from 'openid-client'
import type { OAuthIdentityProvider } from '../addAuthRoutes.js'
import { createOAuthClientProvider } from './createOAuthClientProvider.js'
import { readOAuthIdentity } from './readOAuthIdentity.js'

/** Google's OpenID Connect endpoints, as Google documents them (its discovery document says the same). */
export const googleServer: client.ServerMetadata = {
  issuer: 'https://accounts.google.com',
  authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  token_endpoint: 'https://oauth2.googleapis.com/token',
  userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
  jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
}

/**
 * Sign in with Google: OpenID Connect with PKCE and a nonce, scopes `openid email profile`. The subject is the id
 * token's `sub`; the name and the email (when Google marks it verified) come from the id token.
 */
export function googleIdentityProvider(options: {
  clientId: string
  clientSecret: string
}): OAuthIdentityProvider {
  return createOAuthClientProvider({
    server: { metadata: googleServer },
    clientId: options.clientId,
    clientAuth: client.ClientSecretPost(options.clientSecret),
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    openId: true,
    async identify({ tokens }) {
      const claims: Record<string, unknown> = { ...tokens.claims() }
      return readOAuthIdentity({
        subject: claims.sub,
        username: claims.name,
        email: claims.email,
        emailVerified: claims.email_verified,
      })
    },
  })
}
