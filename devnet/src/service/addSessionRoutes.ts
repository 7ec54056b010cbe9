import { randomUUID } from 'node:crypto'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import * as z from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import { evmAccount } from './blockchainInputs.js'
import { parseInput } from './parseInput.js'
import { NotFoundError, UnauthorizedError } from './serviceErrors.js'

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

const typedEntry = z.object({ type: z.string().min(1).max(100), data: z.unknown() })
const createBody = z.object({
  expiry: z.number().int().positive(),
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
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex signature'),
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

/**
 * Smart-session permission grants, in the service's store: `POST /v1/sessions/{account}` grants one,
 * `GET /v1/sessions/{account}` lists them, and `POST /v1/sessions/{account}/revoke` revokes one given
 * the account's signature (personal_sign) of its pci.
 */
export function addSessionRoutes(context: BlockchainApiContext): void {
  const { store } = context
  const accountOf = (raw: string | undefined) => parseInput(evmAccount, raw, 'path parameter').address
  const wire = ({ account: _account, ...session }: SmartSession) => session

  context.add('POST', '/v1/sessions/:id', async (request) => {
    const account = accountOf(request.params.id)
    const body = parseInput(createBody, await request.body(), 'body field')
    const pci = randomUUID()
    const projectId = request.query.get('projectId') ?? ''
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
      createdAt: Math.floor(Date.now() / 1000),
      permissions: body.permissions,
      policies: body.policies ?? [],
      context: stringToHex(pci),
    }
    await store.execute(
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
    return { status: 201, json: wire(session) }
  })

  context.add('GET', '/v1/sessions/:id', async (request) => {
    const account = accountOf(request.params.id)
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
    const valid = await verifyMessage({
      address: account,
      message: body.pci,
      signature: body.signature as Hex,
    }).catch(() => false)
    if (!valid) throw new UnauthorizedError('Invalid signature: sign the pci with the session account')
    await store.execute('UPDATE smart_sessions SET revoked_at = $2 WHERE pci = $1 AND revoked_at IS NULL', [
      body.pci,
      Math.floor(Date.now() / 1000),
    ])
    return { json: { success: true } }
  })
}
