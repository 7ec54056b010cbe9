import { randomUUID } from 'node:crypto'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import * as z from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import { evmAccount } from './blockchainInputs.js'
import { parseInput } from './parseInput.js'
import { InvalidInputError, LimitReachedError, NotFoundError, UnauthorizedError } from './serviceErrors.js'
import { smartSessionGrantMessage } from './smartSessionGrantMessage.js'

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
const revokeBody = z.object({
  pci: z.string().min(1).max(100),
  signature: hexSignature,
})

/**
 * Smart-session permission grants, kept in memory: `POST /v1/sessions/{account}` grants one given the account's
 * signature (personal_sign) of `smartSessionGrantMessage`, `GET /v1/sessions/{account}` lists them, and
 * `POST /v1/sessions/{account}/revoke` revokes one given the account's signature of its pci. A full store (per
 * account or in total) first forgets expired and revoked grants, then refuses with 429 `limit_reached`.
 */
export function addSessionRoutes(context: BlockchainApiContext): void {
  const sessions = new Map<string, SmartSession>()
  /** `account:nonce` -> validUntil, so a signed grant is used once. */
  const usedNonces = new Map<string, number>()
  const { smartSessionsPerAccount, smartSessionsTotal } = context.limits
  const accountOf = (raw: string | undefined) => parseInput(evmAccount, raw, 'path parameter').address
  const wire = ({ account: _account, ...session }: SmartSession) => session
  const nowSeconds = () => Math.floor(Date.now() / 1000)
  const countOf = (account: string) =>
    [...sessions.values()].filter((session) => session.account === account).length

  /** Forgets expired and revoked grants (of `account` only, when given). */
  function forgetSpent(account?: string) {
    const now = nowSeconds()
    for (const [pci, session] of sessions) {
      if (account !== undefined && session.account !== account) continue
      if (session.expiry <= now || session.revokedAt !== undefined) sessions.delete(pci)
    }
  }

  function makeRoom(account: string) {
    if (countOf(account) >= smartSessionsPerAccount) forgetSpent(account)
    if (countOf(account) >= smartSessionsPerAccount) {
      throw new LimitReachedError(
        `${account} holds ${smartSessionsPerAccount} smart sessions, the most this service keeps: revoke one first`,
      )
    }
    if (sessions.size >= smartSessionsTotal) forgetSpent()
    if (sessions.size >= smartSessionsTotal) {
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
    for (const [key, validUntil] of usedNonces) if (validUntil < now) usedNonces.delete(key)
    const nonceKey = `${account}:${body.nonce}`
    if (usedNonces.has(nonceKey)) throw new UnauthorizedError('This grant signature was already used')
    const message = smartSessionGrantMessage({ ...body, account, projectId })
    const valid = await verifyMessage({ address: account, message, signature: body.signature as Hex }).catch(
      () => false,
    )
    if (!valid) {
      throw new UnauthorizedError('Invalid signature: sign smartSessionGrantMessage(grant) with the account')
    }
    if (usedNonces.has(nonceKey)) throw new UnauthorizedError('This grant signature was already used')
    makeRoom(account)
    usedNonces.set(nonceKey, body.validUntil)
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
    sessions.set(pci, session)
    return { status: 201, json: wire(session) }
  })

  context.add('GET', '/v1/sessions/:id', (request) => {
    const account = accountOf(request.params.id)
    const pcis = [...sessions.values()].filter((session) => session.account === account).map(wire)
    return { json: { pcis } }
  })

  context.add('POST', '/v1/sessions/:id/revoke', async (request) => {
    const account = accountOf(request.params.id)
    const body = parseInput(revokeBody, await request.body(), 'body field')
    const session = sessions.get(body.pci)
    if (!session || session.account !== account)
      throw new NotFoundError(`No session ${body.pci} for ${account}`)
    const valid = await verifyMessage({
      address: account,
      message: body.pci,
      signature: body.signature as Hex,
    }).catch(() => false)
    if (!valid) throw new UnauthorizedError('Invalid signature: sign the pci with the session account')
    session.revokedAt ??= Math.floor(Date.now() / 1000)
    return { json: { success: true } }
  })
}
