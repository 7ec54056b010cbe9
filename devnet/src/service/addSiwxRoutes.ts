import { getAddress, type Hex, verifyMessage } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import * as z from 'zod'
import { evmAddress } from './blockchainInputs.js'
import type { Router } from './createRouter.js'
import { parseInput } from './parseInput.js'
import { UnauthorizedError } from './serviceErrors.js'
import type { ServiceStore } from './storage/serviceStore.js'

const nonceLifetimeMs = 10 * 60_000

const verifyBody = z.object({
  message: z.string().min(1).max(10_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex signature'),
})
const sessionsQuery = z.object({
  address: evmAddress,
  chainId: z
    .string()
    .regex(/^eip155:\d+$/, 'Expected an eip155:<id> chain id')
    .optional(),
})
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
 * Sign-In With X (EIP-4361 messages on EVM chains): `GET /auth/siwx/nonce` issues a nonce, `POST
 * /auth/siwx/verify` checks a signed message and consumes its nonce (once, across every process on the
 * database), `GET /auth/siwx/sessions` lists an address's sessions.
 */
export function addSiwxRoutes(router: Router, store: ServiceStore, now: () => number = Date.now): void {
  router.add('GET', '/auth/siwx/nonce', async () => {
    const nonce = generateSiweNonce()
    const expiresAt = now() + nonceLifetimeMs
    await store.execute('INSERT INTO siwx_nonces (nonce, expires_at) VALUES ($1, $2)', [nonce, expiresAt])
    return { json: { nonce, expiresAt } }
  })

  router.add('POST', '/auth/siwx/verify', async (context) => {
    const body = parseInput(verifyBody, await context.body(), 'body field')
    const message = parseSiweMessage(body.message)
    if (!message.address || !message.chainId || !message.nonce || !message.domain)
      throw new UnauthorizedError(
        'Invalid message: expected an EIP-4361 message with address, chain id and nonce',
      )
    if (!validateSiweMessage({ message, time: new Date(now()) }))
      throw new UnauthorizedError('The message has expired or is not valid yet')
    const address = getAddress(message.address)
    const valid = await verifyMessage({
      address,
      message: body.message,
      signature: body.signature as Hex,
    }).catch(() => false)
    if (!valid) throw new UnauthorizedError('Invalid signature: the message was not signed by its address')
    // Consuming the nonce is one conditional update: a message is accepted once, by one process.
    const consumed = await store.execute(
      'UPDATE siwx_nonces SET used_at = $2 WHERE nonce = $1 AND used_at IS NULL AND expires_at >= $2',
      [message.nonce, now()],
    )
    if (consumed === 0) throw new UnauthorizedError('Invalid nonce: request a new one')
    const chainId = `eip155:${message.chainId}`
    const expiresAt = message.expirationTime?.getTime() ?? null
    await store.execute(
      `INSERT INTO siwx_sessions (address, chain_id, message, signature, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [address, chainId, body.message, body.signature, now(), expiresAt],
    )
    return { json: { address, chainId, expiresAt } }
  })

  router.add('GET', '/auth/siwx/sessions', async (context) => {
    const query = parseInput(sessionsQuery, context.query, 'query parameter')
    const rows = await store.query(
      sessionRow,
      `SELECT address, chain_id, message, signature, created_at, expires_at FROM siwx_sessions
       WHERE lower(address) = $1 AND ($2::text IS NULL OR chain_id = $2)
         AND (expires_at IS NULL OR expires_at >= $3)
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
