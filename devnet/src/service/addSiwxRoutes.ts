import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { getAddress, type Hex, verifyMessage } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import * as z from 'zod'
import { evmAddress } from './blockchainInputs.js'
import type { Router } from './createRouter.js'
import { parseInput } from './parseInput.js'
import { parseSiwsMessage } from './parseSiwsMessage.js'
import { NotFoundError, UnauthorizedError } from './serviceErrors.js'
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
  address: z.union([evmAddress, z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)], {
    error: 'Expected an EVM or Solana address',
  }),
  chainId: z
    .string()
    .regex(
      /^(eip155:\d+|solana:[1-9A-HJ-NP-Za-km-z]{32})$/,
      'Expected an eip155:<id> or solana:<genesis> chain id',
    )
    .optional(),
})
const sessionIdParam = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Expected a session id')
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
 * Checks `signature` of `message` by `address` on chain `chainId`: an EOA signature, or a smart account's ERC-1271
 * (deployed) or ERC-6492 (counterfactual) answer on that chain when the service reads it.
 */
export type SiwxSignatureVerifier = (parameters: {
  address: `0x${string}`
  chainId: number
  message: string
  signature: Hex
}) => Promise<boolean>

const verifyEoaSignature: SiwxSignatureVerifier = ({ address, message, signature }) =>
  verifyMessage({ address, message, signature }).catch(() => false)

/**
 * Sign-In With X (EIP-4361 messages on EVM chains): `GET /auth/siwx/nonce` issues a nonce, `POST
 * /auth/siwx/verify` checks a signed message and consumes its nonce (once, across every process on the
 * database) and answers the new session's `id`; `GET /auth/siwx/sessions/{id}` is how an app's server checks a session
 * (404 once expired or revoked) and `DELETE /auth/siwx/sessions/{id}` revokes it; `GET /auth/siwx/sessions` lists an
 * address's live sessions.
 */
export function addSiwxRoutes(
  router: Router,
  store: ServiceStore,
  now: () => number = Date.now,
  verifySignature: SiwxSignatureVerifier = verifyEoaSignature,
): void {
  router.add('GET', '/auth/siwx/nonce', async () => {
    const nonce = generateSiweNonce()
    const expiresAt = now() + nonceLifetimeMs
    await store.execute('INSERT INTO siwx_nonces (nonce, expires_at) VALUES ($1, $2)', [nonce, expiresAt])
    return { json: { nonce, expiresAt } }
  })

  router.add('POST', '/auth/siwx/verify', async (context) => {
    const body = parseInput(verifyBody, await context.body(), 'body field')
    const signed = body.message.includes(' wants you to sign in with your Solana account:\n')
      ? await checkSolanaSignIn(body.message, body.signature, now())
      : await checkEthereumSignIn(body.message, body.signature, now(), verifySignature)
    const { address, chainId, nonce, expiresAt } = signed
    // Consuming the nonce is one conditional update: a message is accepted once, by one process.
    const consumed = await store.execute(
      'UPDATE siwx_nonces SET used_at = $2 WHERE nonce = $1 AND used_at IS NULL AND expires_at >= $2',
      [nonce, now()],
    )
    if (consumed === 0) throw new UnauthorizedError('Invalid nonce: request a new one')
    const id = randomBytes(24).toString('base64url')
    await store.execute(
      `INSERT INTO siwx_sessions (address, chain_id, message, signature, created_at, expires_at, session_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [address, chainId, body.message, body.signature, now(), expiresAt, id],
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

  router.add('GET', '/auth/siwx/sessions/:id', async (context) => {
    const id = parseInput(sessionIdParam, context.params.id, 'path parameter')
    const row = await liveSession(id)
    return {
      json: {
        id,
        address: row.address,
        chainId: row.chain_id,
        message: row.message,
        signature: row.signature,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      },
    }
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
    const rows = await store.query(
      sessionRow,
      `SELECT address, chain_id, message, signature, created_at, expires_at FROM siwx_sessions
       WHERE lower(address) = $1 AND ($2::text IS NULL OR chain_id = $2)
         AND (expires_at IS NULL OR expires_at >= $3) AND revoked_at IS NULL
       ORDER BY id`,
      [query.address.toLowerCase(), query.chainId ?? null, now()],
    )
    return {
      json: {
        sessions: rows.map((row) => ({
          address: row.address,
          chainId: row.chain_id,
          message: row.message,
          signature: row.signature,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
        })),
      },
    }
  })
}

type SignIn = { address: string; chainId: string; nonce: string; expiresAt: number | null }

const outOfTime = (time: number, notBefore?: Date, expirationTime?: Date) =>
  (notBefore !== undefined && time < notBefore.getTime()) ||
  (expirationTime !== undefined && time >= expirationTime.getTime())

async function checkEthereumSignIn(
  text: string,
  signature: string,
  time: number,
  verifySignature: SiwxSignatureVerifier,
): Promise<SignIn> {
  const message = parseSiweMessage(text)
  if (!message.address || !message.chainId || !message.nonce || !message.domain)
    throw new UnauthorizedError(
      'Invalid message: expected an EIP-4361 message with address, chain id and nonce',
    )
  if (!validateSiweMessage({ message, time: new Date(time) }))
    throw new UnauthorizedError('The message has expired or is not valid yet')
  if (!/^0x[0-9a-fA-F]+$/.test(signature))
    throw new UnauthorizedError('Invalid signature: expected a hex signature for an Ethereum message')
  const address = getAddress(message.address)
  const valid = await verifySignature({
    address,
    chainId: message.chainId,
    message: text,
    signature: signature as Hex,
  }).catch(() => false)
  if (!valid) throw new UnauthorizedError('Invalid signature: the message was not signed by its address')
  return {
    address,
    chainId: `eip155:${message.chainId}`,
    nonce: message.nonce,
    expiresAt: message.expirationTime?.getTime() ?? null,
  }
}

async function checkSolanaSignIn(text: string, signature: string, time: number): Promise<SignIn> {
  const message = parseSiwsMessage(text)
  if (!message)
    throw new UnauthorizedError(
      'Invalid message: expected a Sign In With Solana message with address, chain id and nonce',
    )
  if (outOfTime(time, message.notBefore, message.expirationTime))
    throw new UnauthorizedError('The message has expired or is not valid yet')
  let valid = false
  try {
    valid = ed25519.verify(
      base58.decode(signature),
      new TextEncoder().encode(text),
      base58.decode(message.address),
    )
  } catch {}
  if (!valid) throw new UnauthorizedError('Invalid signature: the message was not signed by its address')
  return {
    address: message.address,
    chainId: `solana:${message.chainId}`,
    nonce: message.nonce,
    expiresAt: message.expirationTime?.getTime() ?? null,
  }
}
