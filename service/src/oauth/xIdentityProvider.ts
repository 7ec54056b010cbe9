import * as client from 'openid-client'
import * as z from 'zod'
import type { OAuthIdentityProvider } from '../addAuthRoutes.js'
import { createOAuthClientProvider } from './createOAuthClientProvider.js'
import { fetchProviderJson } from './fetchProviderJson.js'
import { readOAuthIdentity } from './readOAuthIdentity.js'

export const xServer: client.ServerMetadata = {
  issuer: 'https://x.com',
  authorization_endpoint: 'https://x.com/i/oauth2/authorize',
  token_endpoint: 'https://api.x.com/2/oauth2/token',
}
export const xUserSchema = z.object({ data: z.object({ id: z.string(), username: z.string() }) })

/**
 * Sign in with X (OAuth 2.0 with PKCE, which X requires), scopes `users.read tweet.read`. A confidential client (with
 * a secret) authenticates with HTTP Basic, a public one sends only its id. The subject is the user id of
 * `GET /2/users/me`, the username its handle; X gives no email.
 */
export function xIdentityProvider(options: {
  clientId: string
  clientSecret?: string | undefined
}): OAuthIdentityProvider {
  return createOAuthClientProvider({
    server: { metadata: xServer },
    clientId: options.clientId,
    clientAuth: options.clientSecret ? client.ClientSecretBasic(options.clientSecret) : client.None(),
    scopes: ['users.read', 'tweet.read'],
    pkce: true,
    openId: false,
    async identify({ config, tokens }) {
      const { data } = xUserSchema.parse(
        await fetchProviderJson(config, tokens.access_token, 'https://api.x.com/2/users/me'),
      )
      return readOAuthIdentity({ subject: data.id, username: data.username })
    },
  })
}
