import { randomBytes } from 'node:crypto'
import * as z from 'zod'
import type { OAuthIdentityProvider } from './addAuthRoutes.js'
import type { Router } from './createRouter.js'
import { devConvenience } from './devConvenience.js'
import { digestSecret } from './digestSecret.js'
import { parseInput } from './parseInput.js'
import { UnauthorizedError } from './serviceErrors.js'
import type { ServiceStore } from './storage/serviceStore.js'

export type DevOAuthProviderOptions = {
  router: Router
  store: ServiceStore
  devConveniences: boolean
  /** The provider names it stands in for. */
  providers: readonly string[]
  /** The redirect_uri of the login the service issued `state` for (its provider step pending), if any. */
  pendingLogin: (provider: string, state: string) => Promise<{ redirectUri: string } | undefined>
  /** Refuses (429) when the service holds too many pending codes. */
  requireRoom: () => Promise<void>
  now: () => number
}

const codeLifetimeMs = 10 * 60_000
const stateSchema = z.string().regex(/^[0-9a-f]{48}$/, 'Expected a state this service issued')
const pageQuery = z.object({ state: stateSchema })
const authorizeBody = z.object({
  state: stateSchema,
  username: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'Expected a username of letters, digits, _ . -'),
})
const grantRow = z.object({ provider: z.string(), username: z.string(), expires_at: z.coerce.number() })

/**
 * The devnet's stand-in identity provider (one per social name): a page on `/dev/oauth/:provider` that signs anyone in
 * as the username they type, then goes back to the service's generic OAuth callback like a real provider would. Only
 * the provider step is a dev convenience: the login it serves was started, bound and is finished by the same code a
 * real provider goes through (`addAuthRoutes`). With dev conveniences off its routes answer 404.
 */
export function devConvenienceOAuthProvider(
  options: DevOAuthProviderOptions,
): Record<string, OAuthIdentityProvider> {
  const { router, store, devConveniences, pendingLogin, now } = options

  router.add(
    'GET',
    '/dev/oauth/:provider',
    devConvenience(devConveniences, async (context) => {
      const provider = providerOf(context.params.provider)
      const { state } = parseInput(pageQuery, context.query, 'query parameter')
      const login = await pendingLogin(provider, state)
      if (!login) return refusedPage()
      // The form's POST redirects to the service's callback, then to the frame: CSP's form-action covers both.
      return {
        headers: {
          ...htmlHeaders,
          'content-security-policy': pageCsp(`'self' ${new URL(login.redirectUri).origin}`),
        },
        body: oauthPage(provider, state),
      }
    }),
  )

  router.add(
    'POST',
    '/dev/oauth/:provider/authorize',
    devConvenience(devConveniences, async (context) => {
      const provider = providerOf(context.params.provider)
      const body = parseInput(authorizeBody, await context.body(), 'body field')
      if (!(await pendingLogin(provider, body.state))) return refusedPage()
      await options.requireRoom()
      const code = randomBytes(16).toString('hex')
      await store.execute(
        'INSERT INTO oauth_codes (code_hash, provider, username, expires_at) VALUES ($1, $2, $3, $4)',
        [digestSecret(code), provider, body.username, now() + codeLifetimeMs],
      )
      const back = new URL(`${context.baseUrl}/auth/oauth/callback/${provider}`)
      back.searchParams.set('code', code)
      back.searchParams.set('state', body.state)
      return { status: 302, headers: { location: back.href, 'referrer-policy': 'no-referrer' } }
    }),
  )

  function providerOf(name: string | undefined): string {
    return parseInput(z.enum(options.providers as [string, ...string[]]), name, 'path parameter')
  }

  return Object.fromEntries(
    options.providers.map((provider): [string, OAuthIdentityProvider] => [
      provider,
      {
        authorizeUrl: ({ state, serviceUrl }) =>
          `${serviceUrl}/dev/oauth/${provider}?${new URLSearchParams({ state })}`,
        async identify({ code }) {
          // Deleting the code is how it is used: of two processes redeeming it at once, one gets the row.
          const [grant] = /^[0-9a-f]{32}$/.test(code)
            ? await store.query(
                grantRow,
                'DELETE FROM oauth_codes WHERE code_hash = $1 RETURNING provider, username, expires_at',
                [digestSecret(code)],
              )
            : []
          if (!grant || grant.provider !== provider || grant.expires_at < now())
            throw new UnauthorizedError(`The ${provider} code is invalid or expired`)
          return { subject: grant.username, username: grant.username }
        },
      },
    ]),
  )
}

const pageCsp = (formAction: string) =>
  `default-src 'none'; form-action ${formAction}; frame-ancestors 'none'`
const htmlHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': pageCsp("'none'"),
  'referrer-policy': 'no-referrer',
}

function refusedPage() {
  return {
    status: 400,
    headers: htmlHeaders,
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in link refused</title></head>
<body><h1>Sign-in link refused</h1><p>This sign-in link was not started by the app's wallet, or it has expired. Close this window and try again from the app.</p></body></html>`,
  }
}

function oauthPage(provider: string, state: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${provider} (Foyer dev)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto">
<h1>Sign in with ${provider}</h1><p>This is the Foyer devnet's stand-in for ${provider}'s login page.</p>
<form method="post" action="/dev/oauth/${provider}/authorize">
<input type="hidden" name="state" value="${state}">
<label>Username <input name="username" value="dev-user" required pattern="[A-Za-z0-9_.\\-]{1,40}"></label>
<button type="submit">Continue</button></form></body></html>`
}
