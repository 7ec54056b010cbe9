import * as client from 'openid-client'
import * as z from 'zod'
import type { OAuthIdentityProvider } from '../addAuthRoutes.js'
import { createOAuthClientProvider } from './createOAuthClientProvider.js'
import { fetchProviderJson } from './fetchProviderJson.js'
import { readOAuthIdentity } from './readOAuthIdentity.js'

export const discordServer: client.ServerMetadata = {
  issuer: 'https://discord.com',
  authorization_endpoint: 'https://discord.com/oauth2/authorize',
  token_endpoint: 'https://discord.com/api/oauth2/token',
}
export const discordUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullish(),
  verified: z.boolean().optional(),
})

/**
 * Sign in with Discord: the code flow with PKCE, scopes `identify email`. The subject is the user's snowflake id from
 * `GET /users/@me`, the username its `username`, the email when Discord marks it verified.
 */
export function discordIdentityProvider(options: {
  clientId: string
  clientSecret: string
}): OAuthIdentityProvider {
  return createOAuthClientProvider({
    server: { metadata: discordServer },
    clientId: options.clientId,
    clientAuth: client.ClientSecretPost(options.clientSecret),
    scopes: ['identify', 'email'],
    pkce: true,
    openId: false,
    async identify({ config, tokens }) {
      const user = discordUserSchema.parse(
        await fetchProviderJson(config, tokens.access_token, 'https://discord.com/api/users/@me'),
      )
      return readOAuthIdentity({
        subject: user.id,
        username: user.username,
        email: user.email,
        emailVerified: user.verified,
      })
    },
  })
}
