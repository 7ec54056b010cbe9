import { generateKeyPair, type JsonWebKey, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import type { Configuration } from 'oidc-provider'
import * as z from 'zod'
import { oidcLoginPage, oidcRefusedPage } from './oidcLoginPage.js'

export type OidcProviderClient = {
  clientId: string
  clientSecret: string
  /** Shown on the login page (`Sign in with github`). */
  name: string
  redirectUris: string[]
}

export type StartOidcProviderParameters = {
  /** 0 (a free port) when absent. */
  port?: number
  clients: OidcProviderClient[]
}

export type StartOidcProviderReturnType = {
  /** The issuer: its discovery document is `${url}/.well-known/openid-configuration`. */
  url: string
  stop: () => Promise<void>
}

const parametersSchema = z.object({
  port: z.number().int().min(0).max(65_535).default(0),
  clients: z
    .array(
      z.object({
        clientId: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/),
        clientSecret: z.string().min(16),
        name: z.string().min(1).max(100),
        redirectUris: z.array(z.url({ protocol: /^https?$/ })).min(1),
      }),
    )
    .min(1),
})

const usernameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,40}$/, 'Expected a username of 1 to 40 letters, digits, _ . -')
const loginForm = z.object({
  username: usernameSchema,
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
})

let warmed: ReturnType<typeof prepare> | undefined

function prepare() {
  return Promise.all([
    import('oidc-provider'),
    promisify(generateKeyPair)('rsa', { modulusLength: 2048 }).then(
      ({ privateKey }) => privateKey.export({ format: 'jwk' }) as JsonWebKey,
    ),
  ])
}

/**
 * Loads oidc-provider and makes a signing key (RSA: a second on a busy machine) ahead of `startOidcProvider`, so a
 * caller can overlap it with other work. Each key serves one start.
 */
export function warmOidcProvider(): void {
  warmed ??= prepare()
  warmed.catch(() => {})
}

/**
 * The devnet's OpenID provider (`oidc-provider`, on 127.0.0.1): it stands in for Google, GitHub and the other social
 * providers, so the service signs in through the same OpenID client code a real provider goes through (code flow,
 * PKCE, nonce, a signed id token, user info). Its login page signs anyone in as the username they type (and the email,
 * if they give one); every authorization asks again, and "Cancel" answers `access_denied`.
 */
export async function startOidcProvider(
  parameters: StartOidcProviderParameters,
): Promise<StartOidcProviderReturnType> {
  const { port, clients } = parametersSchema.parse(parameters)
  const preparing = warmed ?? prepare()
  warmed = undefined
  const [{ default: Provider, interactionPolicy }, signingKey] = await preparing
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const emails = new Map<string, string>()

  // Ask for the login on every authorization: a devnet test (or a demo user) picks who to be each time.
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'fresh_login',
        'the devnet asks who to sign in as each time',
        (ctx) => !ctx.oidc.result?.login,
      ),
    )

  const configuration: Configuration = {
    clients: clients.map((entry) => ({
      client_id: entry.clientId,
      client_secret: entry.clientSecret,
      client_name: entry.name,
      redirect_uris: entry.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [{ ...signingKey, kid: 'devnet', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => {
        const email = emails.get(sub)
        return { sub, preferred_username: sub, name: sub, ...(email ? { email, email_verified: true } : {}) }
      },
    }),
    // No consent step: the devnet grants each client what it asked for.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId ?? '',
        accountId: ctx.oidc.session?.accountId ?? '',
      })
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'))
      await grant.save()
      return grant
    },
  }
  const provider = new Provider(url, configuration)
  const handleProtocol = provider.callback()

  async function handleInteraction(request: IncomingMessage, response: ServerResponse, path: string) {
    const details = await provider.interactionDetails(request, response).catch(() => undefined)
    if (!details || !path.startsWith(`/interaction/${details.uid}`))
      return send(response, 400, oidcRefusedPage())
    if (request.method === 'GET') {
      const client = clients.find((entry) => entry.clientId === details.params.client_id)
      return send(response, 200, oidcLoginPage({ uid: details.uid, name: client?.name ?? 'the devnet' }))
    }
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)))
    if (path.endsWith('/cancel'))
      return provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in',
      })
    const login = loginForm.safeParse(form)
    if (!login.success) return send(response, 400, oidcRefusedPage(login.error.issues[0]?.message))
    if (login.data.email) emails.set(login.data.username, login.data.email.toLowerCase())
    else emails.delete(login.data.username)
    return provider.interactionFinished(request, response, { login: { accountId: login.data.username } })
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', url).pathname
    if (!path.startsWith('/interaction/')) return handleProtocol(request, response)
    handleInteraction(request, response, path).catch((error: unknown) => {
      if (!response.headersSent)
        send(response, 500, oidcRefusedPage(error instanceof Error ? error.message : undefined))
    })
  })

  let stopping: Promise<void> | undefined
  return {
    url,
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopping
    },
  }
}

function send(
  response: ServerResponse,
  status: number,
  page: { headers: Record<string, string>; body: string },
) {
  response.writeHead(status, page.headers).end(page.body)
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) {
    text += chunk
    if (text.length > 10_000) throw new Error('The form is too large')
  }
  return text
}
