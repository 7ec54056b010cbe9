import { randomBytes } from 'node:crypto'
import { oauthProviders, oidcIdentityProvider } from '@foyer/service'
import type { OidcProviderClient } from './startOidcProvider.js'

/**
 * The devnet's OpenID provider as every social name of the service: one client per name (`foyer-github`, …) with a
 * secret made for this run, and the service's provider for each, the generic OpenID implementation a host would
 * configure for its own issuer.
 */
export function devnetOidcClients(issuer: string) {
  const secrets = new Map(oauthProviders.map((name) => [name, randomBytes(24).toString('base64url')]))
  const clientId = (name: string) => `foyer-${name}`
  return {
    oauthProviders: Object.fromEntries(
      oauthProviders.map((name) => [
        name,
        oidcIdentityProvider({ issuer, clientId: clientId(name), clientSecret: secrets.get(name) ?? '' }),
      ]),
    ),
    clients: (serviceUrl: string): OidcProviderClient[] =>
      oauthProviders.map((name) => ({
        clientId: clientId(name),
        clientSecret: secrets.get(name) ?? '',
        name,
        redirectUris: [`${serviceUrl}/auth/oauth/callback/${name}`],
      })),
  }
}
