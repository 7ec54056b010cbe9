import * as client from 'openid-client'
import * as z from 'zod'
import type { OAuthIdentityProvider } from '../addAuthRoutes.js'
import { createOAuthClientProvider } from './createOAuthClientProvider.js'
import { fetchProviderJson } from './fetchProviderJson.js'
import { readOAuthIdentity } from './readOAuthIdentity.js'

export const githubServer: client.ServerMetadata = {
  issuer: 'https://github.com',
  authorization_endpoint: 'https://github.com/login/oauth/authorize',
  token_endpoint: 'https://github.com/login/oauth/access_token',
}
const apiHeaders = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' }
export const githubUserSchema = z.object({ id: z.number().int(), login: z.string() })
export const githubEmailsSchema = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
)

/**
 * Sign in with GitHub (an OAuth app): the code flow with PKCE, scopes `read:user user:email`. GitHub is not an OpenID
 * provider: the subject is the numeric user id of `GET /user` (a login can be renamed, the id stays), the username its
 * `login`, the email the primary verified one of `GET /user/emails`.
 */
export function githubIdentityProvider(options: {
  clientId: string
  clientSecret: string
}): OAuthIdentityProvider {
  return createOAuthClientProvider({
    server: { metadata: githubServer },
    clientId: options.clientId,
    clientAuth: client.ClientSecretPost(options.clientSecret),
    scopes: ['read:user', 'user:email'],
    pkce: true,
    openId: false,
    async identify({ config, tokens }) {
      const user = githubUserSchema.parse(
        await fetchProviderJson(config, tokens.access_token, 'https://api.github.com/user', apiHeaders),
      )
      const emails = githubEmailsSchema.parse(
        await fetchProviderJson(
          config,
          tokens.access_token,
          'https://api.github.com/user/emails',
          apiHeaders,
        ),
      )
      const primary = emails.find((entry) => entry.primary && entry.verified)
      return readOAuthIdentity({
        subject: user.id,
        username: user.login,
        email: primary?.email,
        emailVerified: primary !== undefined,
      })
    },
  })
}
