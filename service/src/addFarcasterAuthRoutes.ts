import { type Address, createPublicClient, type Hex, http, isAddressEqual } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import * as z from 'zod'
import type { AuthUser } from './addAuthRoutes.js'
import type { Router } from './createRouter.js'
import { digestSecret } from './digestSecret.js'
import { idRegistryAbi } from './idRegistryAbi.js'
import { parseInput } from './parseInput.js'
import { parseSignInMessage } from './parseSignInMessage.js'
import {
  InvalidAppConfigurationError,
  OriginNotAllowedError,
  UnauthorizedError,
  UpstreamError,
} from './serviceErrors.js'
import type { ServiceProjects } from './serviceProjects.js'
import type { ServiceStore } from './storage/serviceStore.js'

/** Where Sign In With Farcaster is checked: the auth relay, and the chain whose IdRegistry maps custody to fid. */
export type FarcasterAuthConfig = {
  /** The Farcaster auth relay (`https://relay.farcaster.xyz`, or the devnet's). */
  relayUrl: string
  /** An RPC endpoint of the IdRegistry's chain (Optimism for Farcaster's). */
  rpcUrl: string
  idRegistry: Address
}

export const farcasterAuthConfigSchema = z.object({
  relayUrl: z.url({ protocol: /^https?$/ }),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  idRegistry: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address') as z.ZodType<Address, string>,
})

const channelLifetimeMs = 5 * 60_000
const maxWaitMs = 10_000
const channelBody = z.object({
  appOrigin: z.url({ protocol: /^https?$/ }).max(2000),
  /** The app's project; when absent (also no `projectId` query or `x-project-id` header), the one allowing appOrigin. */
  projectId: z.string().min(1).max(200).optional(),
})
const connectBody = z.object({
  channelToken: z.string().min(8).max(200),
  /** How long to wait for the user's approval before answering 202 (a long poll); 10 s when absent. */
  waitMs: z.number().int().min(0).max(maxWaitMs).optional(),
})
const createdChannel = z.object({ channelToken: z.string().min(8).max(200), url: z.url(), nonce: z.string() })
const completedStatus = z.object({
  state: z.literal('completed'),
  message: z.string().max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
  fid: z.number().int().positive(),
  username: z.string().max(100).optional(),
})
const channelRow = z.object({ nonce: z.string(), domain: z.string(), uri: z.string().nullable() })

export type AddFarcasterAuthRoutesOptions = FarcasterAuthConfig & {
  store: ServiceStore
  /** The channel names its project's sign-in domain and URI: the app origin must be one the project allows. */
  projects: ServiceProjects
  openSession: (user: AuthUser) => Promise<unknown>
  userFor: (provider: string, login: string, email: string | null, username: string | null) => AuthUser
  now: () => number
  fetch?: typeof fetch
}

/**
 * Sign In With Farcaster for the embedded wallet: the service opens a relay channel for the app's origin (one its
 * project allows, on a sign-in domain of the project) with a nonce of its own (the frame shows its URL as a QR code
 * or link), then waits for the Farcaster app's signature and accepts it only when the SIWE message carries that
 * nonce, domain and URI, the custody address signed it, and the IdRegistry says that address holds the fid.
 */
export function addFarcasterAuthRoutes(router: Router, options: AddFarcasterAuthRoutesOptions) {
  const { store, projects, openSession, userFor, now, fetch: fetchFn = fetch } = options
  const relay = (path: string) =>
    new URL(path, options.relayUrl.endsWith('/') ? options.relayUrl : `${options.relayUrl}/`)
  const client = createPublicClient({ transport: http(options.rpcUrl) })

  router.add('POST', '/auth/farcaster/channel', async (context) => {
    const body = parseInput(channelBody, await context.body(), 'body field')
    const origin = new URL(body.appOrigin)
    const header = context.headers['x-project-id']
    const projectId =
      context.query.get('projectId') ?? (typeof header === 'string' ? header : undefined) ?? body.projectId
    const project = projectId === undefined ? projects.findByOrigin(origin.origin) : projects.find(projectId)
    if (!project) {
      if (projectId !== undefined) throw new InvalidAppConfigurationError(projectId)
      throw new OriginNotAllowedError(origin.origin)
    }
    if (!projects.allowsOrigin(project, origin.origin)) throw new OriginNotAllowedError(origin.origin)
    projects.requireFeature(project, 'farcaster')
    projects.requireSignInTarget(project, { domain: origin.host, uri: origin.origin })
    const nonce = generateSiweNonce()
    const response = await fetchFn(relay('v1/channel'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: origin.origin, domain: origin.host, nonce }),
    }).catch((cause: unknown) => {
      throw new UpstreamError('Farcaster relay', cause)
    })
    const created = createdChannel.safeParse(await response.json().catch(() => undefined))
    if (response.status !== 201 || !created.success)
      throw new UpstreamError('Farcaster relay', `POST /v1/channel answered ${response.status}`)
    await store.execute('DELETE FROM auth_farcaster_channels WHERE expires_at < $1', [now()])
    await store.execute(
      `INSERT INTO auth_farcaster_channels (token_hash, nonce, domain, uri, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [digestSecret(created.data.channelToken), nonce, origin.host, origin.origin, now() + channelLifetimeMs],
    )
    return { json: { channelToken: created.data.channelToken, url: created.data.url } }
  })

  router.add('POST', '/auth/farcaster/connect', async (context) => {
    const { channelToken, waitMs } = parseInput(connectBody, await context.body(), 'body field')
    const [channel] = await store.query(
      channelRow,
      'SELECT nonce, domain, uri FROM auth_farcaster_channels WHERE token_hash = $1 AND expires_at >= $2',
      [digestSecret(channelToken), now()],
    )
    if (!channel) throw new UnauthorizedError('No Farcaster sign-in is waiting on this channel: start again')
    const until = Date.now() + (waitMs ?? maxWaitMs)
    let completed: z.infer<typeof completedStatus> | undefined
    for (;;) {
      const response = await fetchFn(relay('v1/channel/status'), {
        headers: { authorization: `Bearer ${channelToken}` },
      }).catch((cause: unknown) => {
        throw new UpstreamError('Farcaster relay', cause)
      })
      const body: unknown = await response.json().catch(() => undefined)
      if (response.status === 200) {
        const parsed = completedStatus.safeParse(body)
        if (!parsed.success)
          throw new UpstreamError('Farcaster relay', 'a completed channel without its message')
        completed = parsed.data
        break
      }
      if (response.status === 401) {
        await store.execute('DELETE FROM auth_farcaster_channels WHERE token_hash = $1', [
          digestSecret(channelToken),
        ])
        throw new UnauthorizedError('This Farcaster sign-in has expired: start again')
      }
      if (response.status !== 202)
        throw new UpstreamError('Farcaster relay', `GET /v1/channel/status answered ${response.status}`)
      if (Date.now() >= until) return { status: 202, json: { state: 'pending' } }
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    // The channel is used once, whatever the outcome.
    await store.execute('DELETE FROM auth_farcaster_channels WHERE token_hash = $1', [
      digestSecret(channelToken),
    ])
    const fid = await verifySignIn(completed, channel)
    const username = completed.username ?? `fid:${fid}`
    return { json: await openSession(userFor('farcaster', `farcaster:${fid}`, null, username)) }
  })

  async function verifySignIn(
    completed: z.infer<typeof completedStatus>,
    channel: z.infer<typeof channelRow>,
  ) {
    // The strict reading first: one field per line, so a statement cannot add or replace one.
    if (parseSignInMessage(completed.message)?.namespace !== 'eip155')
      throw new UnauthorizedError('The Farcaster sign-in message is not a SIWE message')
    const message = parseSiweMessage(completed.message)
    const valid = validateSiweMessage({
      message,
      domain: channel.domain,
      nonce: channel.nonce,
      time: new Date(now()),
    })
    if (!valid || !message.address || !message.uri || URL.parse(message.uri)?.origin !== channel.uri)
      throw new UnauthorizedError(
        'The Farcaster sign-in message is not for this sign-in (domain, URI, nonce or time)',
      )
    if (!message.resources?.includes(`farcaster://fid/${completed.fid}`))
      throw new UnauthorizedError(`The Farcaster sign-in message does not name fid ${completed.fid}`)
    const custody = message.address
    const signed = await client
      .verifyMessage({ address: custody, message: completed.message, signature: completed.signature as Hex })
      .catch(() => false)
    if (!signed) throw new UnauthorizedError('The Farcaster sign-in signature is not the custody address’s')
    const fid = await client
      .readContract({
        address: options.idRegistry,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [custody],
      })
      .catch((cause: unknown) => {
        throw new UpstreamError('IdRegistry', cause)
      })
    if (
      fid !== BigInt(completed.fid) ||
      isAddressEqual(custody, '0x0000000000000000000000000000000000000000')
    )
      throw new UnauthorizedError(`${custody} does not hold fid ${completed.fid}`)
    return completed.fid
  }
}
