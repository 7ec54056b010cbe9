import * as client from 'openid-client'
import * as z from 'zod'
import type { OAuthIdentityProvider } from '../addAuthRoutes.js'
import { createOAuthClientProvider } from './createOAuthClientProvider.js'
import { fetchProviderJson } from './fetchProviderJson.js'
import { readOAuthIdentity } from './readOAuthIdentity.js'

/** The Graph API version the service is written against. */
export const facebookGraphVersion = 'v23.0'
export const facebookServer: client.ServerMetadata = {
  issuer: 'https://www.facebook.com',
  authorization_endpoint: `https://www.facebook.com/${facebookGraphVersion}/dialog/oauth`,
  token_endpoint: `https://graph.facebook.com/${facebookGraphVersion}/oauth/access_token`,
}
export const facebookUserSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
})

/**
 * Sign in with Facebook: the code flow of "Manually Build a Login Flow" with the app secret, scopes
 * `public_profile email` (Facebook documents PKCE for its OpenID code flow only, still marked as in testing, so it is
 * not sent). The subject is the app-scoped user id of `GET /me`, the name its `name`; Graph only returns a confirmed
 * email.
 */
export function facebookIdentityProvider(options: {
  clientId: string
  clientSecret: string
}): OAuthIdentityProvider {
  return createOAuthClientProvider({
    server: { metadata: facebookServer },
    clientId: options.clientId,
    clientAuth: client.ClientSecretPost(options.clientSecret),
    scopes: ['public_profile', 'email'],
    pkce: false,
    openId: false,
    async identify({ config, tokens }) {
      const user = facebookUserSchema.parse(
        await fetchProviderJson(
          config,
          tokens.access_token,
          `https://graph.facebook.com/${facebookGraphVersion}/me?fields=id,name,email`,
        ),
      )
      return readOAuthIdentity({
        subject: user.id,
        username: user.name,
        email: user.email,
        emailVerified: user.email !== undefined,
      })
    },
  })
}
