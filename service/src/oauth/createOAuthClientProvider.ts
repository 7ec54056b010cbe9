import * as client from 'openid-client'
import type { OAuthIdentity, OAuthIdentityProvider } from '../addAuthRoutes.js'
import { isLoopbackHost } from '../isLoopbackHost.js'

export type OAuthTokens = Awaited<ReturnType<typeof client.authorizationCodeGrant>>

export type OAuthClientProviderOptions = {
  /**
   * The authorization server: an OpenID issuer whose metadata is discovered on first use, or the metadata the
   * provider documents (its endpoints). Plain `http` is accepted for a loopback issuer only (the devnet's).
   */
  server: { issuer: string } | { metadata: client.ServerMetadata }
  clientId: string
  /** How the service authenticates at the token endpoint (`client.ClientSecretPost(secret)`, …). */
  clientAuth: client.ClientAuth
  scopes: readonly string[]
  /** Sends an S256 challenge of the service's own verifier, and the verifier with the code. */
  pkce: boolean
  /**
   * OpenID Connect: sends a nonce and requires an id token, whose signature, issuer, audience, expiry and nonce are
   * checked before `identify` sees it.
   */
  openId: boolean
  /** Extra authorization request parameters (Apple's `response_mode=form_post`). */
  authorizeParameters?: Record<string, string>
  /** Who signed in: from the id token's claims, the user info endpoint or the provider's profile API. */
  identify: (login: {
    config: client.Configuration
    tokens: OAuthTokens
    callbackParams: URLSearchParams
  }) => Promise<OAuthIdentity>
}

/** Seconds an HTTP call to the provider may take. */
const providerTimeoutSeconds = 10

/**
 * An `OAuthIdentityProvider` on openid-client: the authorization URL (state, PKCE challenge, nonce), then the
 * code exchange with every check the library makes (state, RFC 9207 `iss`, id token), then `identify`.
 */
export function createOAuthClientProvider(options: OAuthClientProviderOptions): OAuthIdentityProvider {
  let configuring: Promise<client.Configuration> | undefined
  const configuration = () => {
    configuring ??= configure(options).catch((error: unknown) => {
      // Discovery failed (the provider was down): the next login tries again.
      configuring = undefined
      throw error
    })
    return configuring
  }

  return {
    async authorizeUrl({ state, callbackUrl, codeVerifier, nonce }) {
      const config = await configuration()
      const parameters: Record<string, string> = {
        redirect_uri: callbackUrl,
        scope: options.scopes.join(' '),
        state,
        ...options.authorizeParameters,
      }
      if (options.pkce) {
        parameters.code_challenge = await client.calculatePKCECodeChallenge(codeVerifier)
        parameters.code_challenge_method = 'S256'
      }
      if (options.openId) parameters.nonce = nonce
      return client.buildAuthorizationUrl(config, parameters).href
    },
    async identify({ state, callbackUrl, callbackParams, codeVerifier, nonce }) {
      const config = await configuration()
      const current = new URL(callbackUrl)
      current.search = callbackParams.toString()
      const tokens = await client.authorizationCodeGrant(config, current, {
        expectedState: state,
        ...(options.pkce ? { pkceCodeVerifier: codeVerifier } : {}),
        ...(options.openId ? { expectedNonce: nonce, idTokenExpected: true } : {}),
      })
      return options.identify({ config, tokens, callbackParams })
    },
  }
}

async function configure(options: OAuthClientProviderOptions): Promise<client.Configuration> {
  let config: client.Configuration
  if ('issuer' in options.server) {
    const issuer = new URL(options.server.issuer)
    const insecure = issuer.protocol === 'http:'
    if (insecure && !isLoopbackHost(issuer.hostname))
      throw new Error(
        `The OpenID issuer ${issuer.href} must be https (plain http is for loopback issuers only)`,
      )
    config = await client.discovery(issuer, options.clientId, undefined, options.clientAuth, {
      execute: insecure ? [client.allowInsecureRequests] : [],
      timeout: providerTimeoutSeconds,
    })
  } else {
    config = new client.Configuration(
      options.server.metadata,
      options.clientId,
      undefined,
      options.clientAuth,
    )
    config.timeout = providerTimeoutSeconds
  }
  // The id token's signature is checked against the provider's keys too, not only its claims.
  if (options.openId && config.serverMetadata().jwks_uri) client.enableNonRepudiationChecks(config)
  return config
}
