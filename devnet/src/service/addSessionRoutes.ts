import { randomUUID } from 'node:crypto'
import { type Hex, verifyMessage } from 'viem'
import { z } from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import { evmAccount } from './blockchainInputs.js'
import { parseInput } from './parseInput.js'
import { NotFoundError, UnauthorizedError } from './serviceErrors.js'

type SmartSession = {
  pci: string
  account: string
  project: string
  permissions: unknown[]
  policies: unknown[]
  expiry: number
  createdAt: number
  revokedAt: number | null
}

const createBody = z.object({
  expiry: z.number().int().positive(),
  permissions: z.array(z.unknown()).max(100),
  policies: z.array(z.unknown()).max(100).optional(),
})
const revokeBody = z.object({
  pci: z.string().min(1).max(100),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex signature'),
})

/**
 * Smart-session permissions (`/v1/sessions/{account}`), kept in memory: create, list, and revoke with a
 * signature of the pci by the account.
 */
export function addSessionRoutes(context: BlockchainApiContext): void {
  const sessions = new Map<string, SmartSession>()
  const accountOf = (raw: string | undefined) => parseInput(evmAccount, raw, 'path parameter').address

  context.add('POST', '/v1/sessions/:id', async (request) => {
    const account = accountOf(request.params.id)
    const body = parseInput(createBody, await request.body(), 'body field')
    const session: SmartSession = {
      pci: randomUUID(),
      account,
      project: request.query.get('projectId') ?? '',
      permissions: body.permissions,
      policies: body.policies ?? [],
      expiry: body.expiry,
      createdAt: Math.floor(Date.now() / 1000),
      revokedAt: null,
    }
    sessions.set(session.pci, session)
    return { status: 201, json: session }
  })

  context.add('GET', '/v1/sessions/:id', (request) => {
    const id = request.params.id ?? ''
    const byPci = sessions.get(id)
    if (byPci) return { json: byPci }
    const account = evmAccount.safeParse(id)
    if (!account.success) throw new NotFoundError(`No session or account ${id}`)
    const pcis = [...sessions.values()].filter((session) => session.account === account.data.address)
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
    return { json: session }
  })
}
