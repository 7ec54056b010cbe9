import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { Hex } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import * as z from 'zod'
import type { RequestContext, Router } from './createRouter.js'
import type { ServiceSolana } from './createSolanaClusterReaders.js'
import { parseInput } from './parseInput.js'
import { parseSignInMessage, type SignInMessage } from './parseSignInMessage.js'
import {
  InvalidInputError,
  NotFoundError,
  UnauthorizedError,
  UnsupportedChainError,
} from './serviceErrors.js'
import type { ServiceProject, ServiceProjects } from './serviceProjects.js'
import { knownSolanaClusters } from './solanaClusters.js'
import type { ServiceStore } from './storage/serviceStore.js'

const nonceLifetimeMs = 10 * 60_000

const verifyBody = z.object({
  message: z.string().min(1).max(10_000),
  signature: z
    .string()
    .regex(
      /^(0x[0-9a-fA-F]+|[1-9A-HJ-NP-Za-km-z]{64,90})$/,
      'Expected a hex (EVM) or base58 (Solana) signature',
    ),
})
const sessionsQuery = z.object({
  chainId: z
    .string()
    .regex(
      /^(eip155:\d+|solana:[1-9A-HJ-NP-Za-km-z]{32})$/,
      'Expected an eip155:<id> or solana:<genesis> chain id',
    )
    .optional(),
})
const sessionIdParam = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Expected a session id')
const bearerSession = z
  .string({ error: 'Send the session id as Authorization: Bearer <id>' })
  .regex(/^Bearer [A-Za-z0-9_-]{32}$/, 'Send the session id as Authorization: Bearer <id>')
const millis = z.coerce.number().int()
const sessionRow = z.object({
  address: z.string(),
  chain_id: z.string(),
  message: z.string(),
  signature: z.string(),
  created_at: millis,
  expires_at: millis.nullable(),
})

/**
 * Checks signatures of sign-in messages on the EVM chains the service reads: an EOA's, or a smart account's ERC-1271
 * (deployed) or ERC-6492 (counterfactual) answer on that chain.
 */
export type SiwxSignatureVerifier = {
  /** Whether the service reads this chain, so that it can check any account's signature there. */
  supports: (chainId: number) => boolean
  verify: (parameters: {
    address: `0x${string}`
    chainId: number
    message: string
    signature: Hex
  }) => Promise<boolean>
}

export type AddSiwxRoutesOptions = {
  store: ServiceStore
  projects: ServiceProjects
  /** The EVM signature checks; without one, no EVM chain is supported. */
  verifier?: SiwxSignatureVerifier
  /** The service's Solana clusters, signed in besides Solana's mainnet, devnet and testnet. */
  solana?: ServiceSolana | undefined
  now?: () => number
}

/**
 * Sign-In With X (EIP-4361 messages on EVM chains, CAIP-122 on Solana) for a project: `GET /auth/siwx/nonce` issues a
 * nonce, `POST /auth/siwx/verify` checks a signed message (its domain and URI the project's, its chain one the service
 * can verify, its lifetime within the project's cap), consumes its nonce (once, across every process on the
 * database) and answers the new session's `id`; `GET /auth/siwx/sessions/{id}` is how an app's server checks a session
 * (404 once expired or revoked) and `DELETE /auth/siwx/sessions/{id}` revokes it; `GET /auth/siwx/sessions` with
 * `Authorization: Bearer <id>` lists the live sessions of that session's address.
 */
export function addSiwxRoutes(router: Router, options: AddSiwxRoutesOptions): void {
  const { store, projects, verifier, now = Date.now } = options
  const solanaReferences = new Set(
    [
      ...Object.values(knownSolanaClusters).flatMap((cluster) => [
        cluster.caipNetworkId,
        cluster.deprecatedCaipNetworkId,
      ]),
      options.solana?.caipNetworkId,
      ...Object.values(options.solana?.clusters ?? {}).flatMap((cluster) => [
        cluster.caipNetworkId,
        cluster.deprecatedCaipNetworkId,
      ]),
    ].flatMap((id) => (id ? [id.slice('solana:'.length)] : [])),
  )
  const siwxProject = (context: RequestContext) => {
    const project = projects.require(context)
    projects.requireFeature(project, 'siwx')
    return project
  }

  router.add('GET', '/auth/siwx/nonce', async (context) => {
    siwxProject(context)
    const nonce = generateSiweNonce()
    const expiresAt = now() + nonceLifetimeMs
    await store.execute('INSERT INTO siwx_nonces (nonce, expires_at) VALUES ($1, $2)', [nonce, expiresAt])
    return { json: { nonce, expiresAt } }
  })

  router.add('POST', '/auth/siwx/verify', async (context) => {
    const project = siwxProject(context)
    const body = parseInput(verifyBody, await context.body(), 'body field')
    const message = parseSignInMessage(body.message)
    if (!message)
      throw new UnauthorizedError(
        'Invalid message: expected an EIP-4361 or Sign In With Solana message, one field per line in order',
      )
    projects.requireSignInTarget(project, message)
    const time = now()
    const expiresAt = sessionEnd(message, project, time)
    const address =
      message.namespace === 'eip155'
        ? await checkEthereumSignIn(message, body.message, body.signature, time, verifier)
        : checkSolanaSignIn(message, body.message, body.signature, time, solanaReferences)
    const chainId = `${message.namespace}:${message.chainReference}`
    // Consuming the nonce is one conditional update: a message is accepted once, by one process.
    const consumed = await store.execute(
      'UPDATE siwx_nonces SET used_at = $2 WHERE nonce = $1 AND used_at IS NULL AND expires_at >= $2',
      [message.nonce, time],
    )
    if (consumed === 0) throw new UnauthorizedError('Invalid nonce: request a new one')
    const id = randomBytes(24).toString('base64url')
    await store.execute(
      `INSERT INTO siwx_sessions (address, chain_id, message, signature, created_at, expires_at, session_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [address, chainId, body.message, body.signature, time, expiresAt, id],
    )
    return { json: { id, address, chainId, expiresAt } }
  })

  const liveSession = async (id: string) => {
    const [row] = await store.query(
      sessionRow,
      `SELECT address, chain_id, message, signature, created_at, expires_at FROM siwx_sessions
       WHERE session_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at >= $2)`,
      [id, now()],
    )
    if (!row) throw new NotFoundError('No such session: it never existed, expired or was revoked')
    return row
  }
  const wire = (row: z.infer<typeof sessionRow>) => {
    const signed = parseSignInMessage(row.message)
    return {
      address: row.address,
      chainId: row.chain_id,
      domain: signed?.domain,
      uri: signed?.uri,
      message: row.message,
      signature: row.signature,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    }
  }

  router.add('GET', '/auth/siwx/sessions/:id', async (context) => {
    const id = parseInput(sessionIdParam, context.params.id, 'path parameter')
    return { json: { id, ...wire(await liveSession(id)) } }
  })

  router.add('DELETE', '/auth/siwx/sessions/:id', async (context) => {
    const id = parseInput(sessionIdParam, context.params.id, 'path parameter')
    const revoked = await store.execute(
      'UPDATE siwx_sessions SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL',
      [id, now()],
    )
    if (revoked === 0) throw new NotFoundError('No such session: it never existed or was revoked already')
    return { json: { id, revoked: true } }
  })

  router.add('GET', '/auth/siwx/sessions', async (context) => {
    const query = parseInput(sessionsQuery, context.query, 'query parameter')
    const credential = bearerSession.safeParse(context.headers.authorization)
    if (!credential.success)
      throw new UnauthorizedError(credential.error.issues[0]?.message ?? 'Send the session id')
    const own = await store
      .query(
        sessionRow,
        `SELECT address, chain_id, message, signature, created_at, expires_at FROM siwx_sessions
         WHERE session_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at >= $2)`,
        [credential.data.slice('Bearer '.length), now()],
      )
      .then(([row]) => row)
    if (!own) throw new UnauthorizedError('This session expired, was revoked or never existed: sign in again')
    const rows = await store.query(
      sessionRow,
      `SELECT address, chain_id, message, signature, created_at, expires_at FROM siwx_sessions
       WHERE address = $1 AND ($2::text IS NULL OR chain_id = $2)
         AND (expires_at IS NULL OR expires_at >= $3) AND revoked_at IS NULL
       ORDER BY id`,
      [own.address, query.chainId ?? null, now()],
    )
    return { json: { sessions: rows.map(wire) } }
  })
}

/**
 * When a session of this message ends: its expiration time, which the project caps (a message valid longer is
 * refused); the cap from now for a message without one.
 */
function sessionEnd(message: SignInMessage, project: ServiceProject, time: number): number {
  const latest = time + project.maxSessionMs
  if (!message.expirationTime) return latest
  if (message.expirationTime.getTime() > latest)
    throw new InvalidInputError(
      `Invalid message: its Expiration Time is more than ${Math.floor(project.maxSessionMs / 60_000)} minutes ahead, the longest session project ${project.projectId} allows`,
    )
  return message.expirationTime.getTime()
}

const outOfTime = (time: number, message: SignInMessage) =>
  (message.notBefore !== undefined && time < message.notBefore.getTime()) ||
  (message.expirationTime !== undefined && time >= message.expirationTime.getTime())

/** Checks an EIP-4361 sign-in (viem's reading must agree with the strict one); answers the checksummed address. */
async function checkEthereumSignIn(
  message: SignInMessage,
  text: string,
  signature: string,
  time: number,
  verifier: SiwxSignatureVerifier | undefined,
): Promise<string> {
  const viewed = parseSiweMessage(text)
  const agrees =
    viewed.domain === message.domain &&
    viewed.address === message.address &&
    viewed.statement === message.statement &&
    viewed.uri === message.uri &&
    viewed.chainId === Number(message.chainReference) &&
    viewed.nonce === message.nonce &&
    viewed.issuedAt?.getTime() === message.issuedAt.getTime() &&
    viewed.expirationTime?.getTime() === message.expirationTime?.getTime() &&
    viewed.notBefore?.getTime() === message.notBefore?.getTime() &&
    viewed.requestId === message.requestId &&
    (viewed.resources ?? []).join('\n') === message.resources.join('\n')
  if (!agrees) throw new UnauthorizedError('Invalid message: its fields are ambiguous')
  if (outOfTime(time, message) || !validateSiweMessage({ message: viewed, time: new Date(time) }))
    throw new UnauthorizedError('The message has expired or is not valid yet')
  const chainId = Number(message.chainReference)
  if (!verifier?.supports(chainId)) throw new UnsupportedChainError(`eip155:${chainId}`)
  if (!/^0x[0-9a-fA-F]+$/.test(signature))
    throw new UnauthorizedError('Invalid signature: expected a hex signature for an Ethereum message')
  const valid = await verifier
    .verify({
      address: message.address as `0x${string}`,
      chainId,
      message: text,
      signature: signature as Hex,
    })
    .catch(() => false)
  if (!valid) throw new UnauthorizedError('Invalid signature: the message was not signed by its address')
  return message.address
}

/** Checks a Sign In With Solana message's ed25519 signature; answers the address. */
function checkSolanaSignIn(
  message: SignInMessage,
  text: string,
  signature: string,
  time: number,
  references: ReadonlySet<string>,
): string {
  if (outOfTime(time, message)) throw new UnauthorizedError('The message has expired or is not valid yet')
  if (!references.has(message.chainReference))
    throw new UnsupportedChainError(`solana:${message.chainReference}`)
  let valid = false
  try {
    valid = ed25519.verify(
      base58.decode(signature),
      new TextEncoder().encode(text),
      base58.decode(message.address),
    )
  } catch {}
  if (!valid) throw new UnauthorizedError('Invalid signature: the message was not signed by its address')
  return message.address
}
