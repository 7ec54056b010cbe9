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

/**
 * Smart-session permission grants, kept in memory: `POST /v1/sessions/{account}` grants one,
 * `GET /v1/sessions/{account}` lists them, and `POST /v1/sessions/{account}/revoke` revokes one given
 * the account's signature (personal_sign) of its pci.
 */
export function addSessionRoutes(context: BlockchainApiContext): void {
  const sessions = new Map<string, SmartSession>()
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
