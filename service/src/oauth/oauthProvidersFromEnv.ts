import * as z from 'zod'
import { type OAuthIdentityProvider, oauthProviders } from '../addAuthRoutes.js'
import { appleIdentityProvider, readApplePrivateKey } from './appleIdentityProvider.js'
import { discordIdentityProvider } from './discordIdentityProvider.js'
import { facebookIdentityProvider } from './facebookIdentityProvider.js'
import { githubIdentityProvider } from './githubIdentityProvider.js'
import { googleIdentityProvider } from './googleIdentityProvider.js'
import { oidcIdentityProvider } from './oidcIdentityProvider.js'
import { xIdentityProvider } from './xIdentityProvider.js'

type ProviderName = (typeof oauthProviders)[number]

const clientIdSchema = z.string().regex(/^[^\s\p{Cc}]{1,500}$/u, 'expected a client id without spaces')
const secretSchema = z.string().min(8, 'expected the client secret the provider issued').max(2000)
const issuerSchema = z.url({ protocol: /^https?$/, error: 'expected the https URL of an OpenID issuer' })
const appleIdSchema = z.string().regex(/^[A-Z0-9]{10}$/, 'expected the 10-character id Apple shows')
const privateKeySchema = z.string().superRefine((pem, context) => {
  try {
    readApplePrivateKey(pem)
  } catch (error) {
    context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) })
  }
})

/** The variables of one social name; `name` is the upper-case part (`GOOGLE`). */
const variable = (name: string, field: string) => `FOYER_OAUTH_${name}_${field}`

/**
 * The identity providers `foyer-service` signs in with, from `FOYER_OAUTH_<NAME>_*` variables (see the service
 * README): for each social name, its client id and secret (Apple: client id, team id, key id and private key), or
 * `FOYER_OAUTH_<NAME>_ISSUER` for any OpenID provider under that name. A name with none of its variables is off; one
 * with some but not all is an error naming what is missing or malformed.
 */
export function oauthProvidersFromEnv(env: Record<string, string | undefined>): {
  providers: Partial<Record<ProviderName, OAuthIdentityProvider>>
  problems: string[]
} {
  const providers: Partial<Record<ProviderName, OAuthIdentityProvider>> = {}
  const problems: string[] = []
  const read = <Schema extends z.ZodType>(key: string, schema: Schema, optional = false) => {
    const value = env[key]
    if (value === undefined || value === '') {
      if (!optional) problems.push(`${key}: required`)
      return undefined
    }
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data as z.output<Schema>
    problems.push(`${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
    return undefined
  }
  for (const name of oauthProviders) {
    const upper = name.toUpperCase()
    const prefix = `FOYER_OAUTH_${upper}_`
    if (!Object.entries(env).some(([key, value]) => key.startsWith(prefix) && value)) continue
    const before = problems.length
    if (env[variable(upper, 'ISSUER')]) {
      const issuer = read(variable(upper, 'ISSUER'), issuerSchema)
      const clientId = read(variable(upper, 'CLIENT_ID'), clientIdSchema)
      const clientSecret = read(variable(upper, 'CLIENT_SECRET'), secretSchema)
      if (problems.length === before && issuer && clientId && clientSecret)
        providers[name] = oidcIdentityProvider({ issuer, clientId, clientSecret })
      continue
    }
    if (name === 'apple') {
      const clientId = read(variable(upper, 'CLIENT_ID'), clientIdSchema)
      const teamId = read(variable(upper, 'TEAM_ID'), appleIdSchema)
      const keyId = read(variable(upper, 'KEY_ID'), appleIdSchema)
      const privateKey = read(variable(upper, 'PRIVATE_KEY'), privateKeySchema)
      if (problems.length === before && clientId && teamId && keyId && privateKey)
        providers.apple = appleIdentityProvider({ clientId, teamId, keyId, privateKey })
      continue
    }
    if (name === 'farcaster') {
      problems.push(`${variable(upper, 'ISSUER')}: required (Farcaster has no OAuth provider of its own)`)
      continue
    }
    const clientId = read(variable(upper, 'CLIENT_ID'), clientIdSchema)
    const clientSecret = read(variable(upper, 'CLIENT_SECRET'), secretSchema, name === 'x')
    if (problems.length > before || !clientId) continue
    if (name === 'x') providers.x = xIdentityProvider({ clientId, clientSecret })
    else if (clientSecret) providers[name] = presets[name]({ clientId, clientSecret })
  }
  return { providers, problems }
}

const presets = {
  google: googleIdentityProvider,
  github: githubIdentityProvider,
  discord: discordIdentityProvider,
  facebook: facebookIdentityProvider,
}
