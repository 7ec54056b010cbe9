import { randomUUID } from 'node:crypto'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import * as z from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import { evmAccount } from './blockchainInputs.js'
import { parseInput } from './parseInput.js'
import { InvalidInputError, LimitReachedError, NotFoundError, UnauthorizedError } from './serviceErrors.js'
import { smartSessionGrantMessage, smartSessionListMessage } from './smartSessionGrantMessage.js'
import type { StoreQueryable } from './storage/serviceStore.js'

type SmartSession = {
  pci: string
  account: string
  project: { id: string; name: string; url?: string; iconUrl?: string }
  expiry: number
  createdAt: number
  revokedAt?: number
  permissions: { type: string; data: unknown }[]
  policies: { type: string; data: unknown }[]
  context: Hex
}

/** How far ahead a grant's signature may be valid. */
const maxSignatureLifetimeSeconds = 600

const hexSignature = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex signature')
  .max(20_000)
const typedEntry = z.object({ type: z.string().min(1).max(100), data: z.unknown() })
const createBody = z.object({
  expiry: z.number().int().positive(),
  nonce: z.string().regex(/^[A-Za-z0-9]{16,64}$/, 'Expected 16 to 64 letters or digits'),
  validUntil: z.number().int().positive(),
  signature: hexSignature,
  permissions: z.array(typedEntry).max(100),
  policies: z.array(typedEntry).max(100).optional(),
  project: z
    .object({
      name: z.string().max(200),
      url: z.string().max(500).optional(),
      iconUrl: z.string().max(500).optional(),
    })
    .optional(),
})
const listQuery = z.object({
  validUntil: z.coerce.number({ error: 'Expected unix seconds' }).int().positive(),
  signature: hexSignature,
})
const revokeBody = z.object({
  pci: z.string().min(1).max(100),
  signature: hexSignature,
})

const seconds = z.coerce.number().int()
const sessionRow = z
  .object({
    pci: z.string(),
    account: z.string(),
    project: z.object({
      id: z.string(),
      name: z.string(),
      url: z.string().optional(),
      iconUrl: z.string().optional(),
    }),
    expiry: seconds,
    created_at: seconds,
    revoked_at: seconds.nullable(),
    permissions: z.array(typedEntry),
    policies: z.array(typedEntry),
    context: z.string().regex(/^0x[0-9a-f]*$/),
  })
  .transform(
    ({ created_at, revoked_at, context, ...row }): SmartSession => ({
      ...row,
      createdAt: created_at,
      ...(revoked_at === null ? {} : { revokedAt: revoked_at }),
      context: context as Hex,
    }),
  )
const columns = 'pci, account, project, expiry, created_at, revoked_at, permissions, policies, context'
const countRow = z.object({ count: z.coerce.number().int() })

/**
 * Smart-session permission grants, in the service's store: `POST /v1/sessions/{account}` grants one given the
 * account's signature (personal_sign) of `smartSessionGrantMessage`, `GET /v1/sessions/{account}` lists them given
 * its signature of `smartSessionListMessage` (query `validUntil`, `signature`; nobody else may list them), and
 * `POST /v1/sessions/{account}/revoke` revokes one given the account's signature of its pci. A smart account signs
 * by ERC-1271 (or ERC-6492) on the chain the query's `chainId` names. A full store (per
 * account or in total) first forgets expired and revoked grants, then refuses with 429 `limit_reached`.
 */
export function addSessionRoutes(context: BlockchainApiContext): void {
  const { store } = context
  const { smartSessionsPerAccount, smartSessionsTotal } = context.limits
  const accountOf = (raw: string | undefined) => parseInput(evmAccount, raw, 'path parameter').address
  const wire = ({ account: _account, ...session }: SmartSession) => session
  const nowSeconds = () => Math.floor(Date.now() / 1000)

  /**
   * An EOA's signature, or a smart account's (ERC-1271, or ERC-6492 before it is deployed) on the chain the query's
   * `chainId` names.
   */
  async function verifyAccount(account: string, message: string, signature: string, chainId: string | null) {
    const address = account as Hex
    if (await verifyMessage({ address, message, signature: signature as Hex }).catch(() => false)) return true
    const reader = chainId && /^\d{1,12}$/.test(chainId) ? context.readers.find(Number(chainId)) : undefined
    if (!reader) return false
    return reader.client.verifyMessage({ address, message, signature: signature as Hex }).catch(() => false)
  }

  const countOf = async (transaction: StoreQueryable, account: string | null) =>
    (
      await transaction.query(
        countRow,
        'SELECT count(*) AS count FROM smart_sessions WHERE $1::text IS NULL OR account = $1',
        [account],
      )
    )[0]?.count ?? 0

  /** Forgets expired and revoked grants (of `account` only, when given). */
  const forgetSpent = (transaction: StoreQueryable, account: string | null) =>
    transaction.execute(
      `DELETE FROM smart_sessions WHERE ($1::text IS NULL OR account = $1)
         AND (expiry <= $2 OR revoked_at IS NOT NULL)`,
      [account, nowSeconds()],
    )

  async function makeRoom(transaction: StoreQueryable, account: string) {
    if ((await countOf(transaction, account)) >= smartSessionsPerAccount)
      await forgetSpent(transaction, account)
    if ((await countOf(transaction, account)) >= smartSessionsPerAccount) {
      throw new LimitReachedError(
        `${account} holds ${smartSessionsPerAccount} smart sessions, the most this service keeps: revoke one first`,
      )
    }
    if ((await countOf(transaction, null)) >= smartSessionsTotal) await forgetSpent(transaction, null)
    if ((await countOf(transaction, null)) >= smartSessionsTotal) {
      throw new LimitReachedError(`This service keeps at most ${smartSessionsTotal} smart sessions`)
    }
  }

  context.add('POST', '/v1/sessions/:id', async (request) => {
    const account = accountOf(request.params.id)
    const body = parseInput(createBody, await request.body(), 'body field')
    const projectId = request.query.get('projectId') ?? ''
    const now = nowSeconds()
    if (body.expiry <= now)
      throw new InvalidInputError('Invalid body field "expiry": the grant has already ended')
    if (body.validUntil <= now) throw new UnauthorizedError('The grant signature has expired: sign it again')
    if (body.validUntil > now + maxSignatureLifetimeSeconds) {
      throw new InvalidInputError(
        `Invalid body field "validUntil": at most ${maxSignatureLifetimeSeconds} seconds ahead`,
      )
    }
    const message = smartSessionGrantMessage({ ...body, account, projectId })
    const valid = await verifyAccount(account, message, body.signature, request.query.get('chainId'))
    if (!valid) {
      throw new UnauthorizedError('Invalid signature: sign smartSessionGrantMessage(grant) with the account')
    }
    const pci = randomUUID()
    const session: SmartSession = {
      pci,
      account,
      project: {
        id: projectId,
        name: body.project?.name ?? projectId,
        url: body.project?.url,
        iconUrl: body.project?.iconUrl,
      },
      expiry: body.expiry,
      createdAt: now,
      permissions: body.permissions,
      policies: body.policies ?? [],
      context: stringToHex(pci),
    }
    // One grant at a time across processes, so the caps and the nonce hold under races; a refusal rolls the
    // nonce back.
    await store.transaction(async (transaction) => {
      await transaction.execute("SELECT pg_advisory_xact_lock(hashtext('foyer-smart-sessions'))")
      await transaction.execute('DELETE FROM smart_session_nonces WHERE valid_until < $1', [now])
      const fresh = await transaction.execute(
        `INSERT INTO smart_session_nonces (account, nonce, valid_until) VALUES ($1, $2, $3)
         ON CONFLICT (account, nonce) DO NOTHING`,
        [account, body.nonce, body.validUntil],
      )
      if (fresh === 0) throw new UnauthorizedError('This grant signature was already used')
      await makeRoom(transaction, account)
      await transaction.execute(
        `INSERT INTO smart_sessions (${columns}) VALUES ($1, $2, $3::jsonb, $4, $5, NULL, $6::jsonb, $7::jsonb, $8)`,
        [
          session.pci,
          session.account,
          JSON.stringify(session.project),
          session.expiry,
          session.createdAt,
          JSON.stringify(session.permissions),
          JSON.stringify(session.policies),
          session.context,
        ],
      )
    })
    return { status: 201, json: wire(session) }
  })

  context.add('GET', '/v1/sessions/:id', async (request) => {
    const account = accountOf(request.params.id)
    const { validUntil, signature } = parseInput(listQuery, request.query, 'query parameter')
    const now = nowSeconds()
    if (validUntil <= now) throw new UnauthorizedError('The listing signature has expired: sign it again')
    if (validUntil > now + maxSignatureLifetimeSeconds) {
      throw new InvalidInputError(
        `Invalid query parameter "validUntil": at most ${maxSignatureLifetimeSeconds} seconds ahead`,
      )
    }
    const projectId = request.query.get('projectId') ?? ''
    const message = smartSessionListMessage({ account, projectId, validUntil })
    const valid = await verifyAccount(account, message, signature, request.query.get('chainId'))
    if (!valid) {
      throw new UnauthorizedError(
        'Listing smart sessions needs the account: sign smartSessionListMessage({ account, projectId, validUntil })',
      )
    }
    const rows = await store.query(
      sessionRow,
      `SELECT ${columns} FROM smart_sessions WHERE account = $1 ORDER BY created_at, pci`,
      [account],
    )
    return { json: { pcis: rows.map(wire) } }
  })

  context.add('POST', '/v1/sessions/:id/revoke', async (request) => {
    const account = accountOf(request.params.id)
    const body = parseInput(revokeBody, await request.body(), 'body field')
    const [session] = await store.query(
      sessionRow,
      `SELECT ${columns} FROM smart_sessions WHERE pci = $1 AND account = $2`,
      [body.pci, account],
    )
    if (!session) throw new NotFoundError(`No session ${body.pci} for ${account}`)
    const valid = await verifyAccount(account, body.pci, body.signature, request.query.get('chainId'))
    if (!valid) throw new UnauthorizedError('Invalid signature: sign the pci with the session account')
    await store.execute('UPDATE smart_sessions SET revoked_at = $2 WHERE pci = $1 AND revoked_at IS NULL', [
      body.pci,
      nowSeconds(),
    ])
    return { json: { success: true } }
  })
}
