import { GetSessionResponseSchema } from '@foyer/core/schemas'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smartSessionGrantMessage, smartSessionListMessage } from './smartSessionGrantMessage.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

let service: ReferenceService

beforeAll(async () => {
  service = await startReferenceService({
    limits: { smartSessionsPerAccount: 3, smartSessionsTotal: 5 },
    storage: await testServiceStorage(),
  })
})
afterAll(() => service?.stop())

const nowSeconds = () => Math.floor(Date.now() / 1000)
let nonceCounter = 0
const newNonce = () => `nonce${Date.now()}x${nonceCounter++}`.padEnd(16, '0')

async function call(path: string, body?: unknown) {
  const separator = path.includes('?') ? '&' : '?'
  const response = await fetch(`${service.url}${path}${separator}projectId=foyer-dev`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A grant body signed by `signer` for `account`'s sessions (the same account unless a forgery is wanted). */
async function signedGrant(
  account: PrivateKeyAccount,
  overrides: { signer?: PrivateKeyAccount; nonce?: string; validUntil?: number; expiry?: number } = {},
) {
  const grant = {
    expiry: overrides.expiry ?? nowSeconds() + 3600,
    permissions: [{ type: 'contract-call', data: { address: '0x01', functions: ['transfer'] } }],
    policies: [{ type: 'spend-limit', data: { limit: '100', token: 'USDC' } }],
    project: { name: 'Demo', url: 'http://localhost:5173' },
    nonce: overrides.nonce ?? newNonce(),
    validUntil: overrides.validUntil ?? nowSeconds() + 300,
  }
  const message = smartSessionGrantMessage({ ...grant, account: account.address, projectId: 'foyer-dev' })
  const signature = await (overrides.signer ?? account).signMessage({ message })
  return { ...grant, signature }
}

const newAccount = () => privateKeyToAccount(generatePrivateKey())

/** `GET` of the account's grants, signed by `signer` (the account unless a stranger is wanted). */
async function list(
  account: PrivateKeyAccount,
  {
    signer = account,
    validUntil = nowSeconds() + 300,
  }: { signer?: PrivateKeyAccount; validUntil?: number } = {},
) {
  const message = smartSessionListMessage({ account: account.address, projectId: 'foyer-dev', validUntil })
  const signature = await signer.signMessage({ message })
  return call(`/v1/sessions/${account.address}?validUntil=${validUntil}&signature=${signature}`)
}

describe('smart-session grants', () => {
  it('are created only with the account signature over the grant, a nonce and a deadline', async () => {
    const account = newAccount()
    const path = `/v1/sessions/eip155:1:${account.address}`
    const { signature: _signature, ...unsigned } = await signedGrant(account)
    const missing = await call(path, unsigned)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('"signature"')

    const forged = await call(path, await signedGrant(account, { signer: newAccount() }))
    expect(forged).toMatchObject({ status: 401, body: { error: 'unauthorized' } })
    expect(forged.body.message).toContain('Invalid signature')

    const grant = await signedGrant(account)
    const tampered = await call(path, { ...grant, expiry: grant.expiry + 86_400 })
    expect(tampered.status).toBe(401)
    const otherPolicy = await call(path, { ...grant, policies: [] })
    expect(otherPolicy.status).toBe(401)
    const otherProject = await fetch(`${service.url}${path}?projectId=other`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(grant),
    })
    expect(otherProject.status).toBe(403)

    const created = await call(path, grant)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ expiry: grant.expiry, project: { id: 'foyer-dev', name: 'Demo' } })
    const replayed = await call(path, grant)
    expect(replayed).toMatchObject({
      status: 401,
      body: { message: 'This grant signature was already used' },
    })

    const listed = GetSessionResponseSchema.parse((await list(account)).body)
    expect(listed.pcis.map((session) => session.pci)).toEqual([created.body.pci])
    expect(listed.pcis[0]?.policies).toEqual(grant.policies)
  })

  it('refuses a signature past its deadline, one valid too long, and a grant that already ended', async () => {
    const account = newAccount()
    const path = `/v1/sessions/${account.address}`
    const late = await call(path, await signedGrant(account, { validUntil: nowSeconds() - 1 }))
    expect(late).toMatchObject({
      status: 401,
      body: { message: 'The grant signature has expired: sign it again' },
    })
    const tooLong = await call(path, await signedGrant(account, { validUntil: nowSeconds() + 3600 }))
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.message).toContain('"validUntil"')
    const ended = await call(path, await signedGrant(account, { expiry: nowSeconds() - 10 }))
    expect(ended.status).toBe(400)
    expect(ended.body.message).toContain('"expiry"')
    const badNonce = await call(path, await signedGrant(account, { nonce: 'short' }))
    expect(badNonce.status).toBe(400)
    expect(badNonce.body.message).toContain('"nonce"')
  })

  it('caps grants per account and in total with 429 limit_reached, forgetting revoked ones first', async () => {
    const first = newAccount()
    const path = `/v1/sessions/${first.address}`
    const pcis: string[] = []
    for (let index = 0; index < 3; index++) {
      const created = await call(path, await signedGrant(first))
      expect(created.status).toBe(201)
      pcis.push(created.body.pci as string)
    }
    const fourth = await call(path, await signedGrant(first))
    expect(fourth).toMatchObject({ status: 429, body: { error: 'limit_reached' } })
    expect(fourth.body.message).toContain(`${first.address} holds 3 smart sessions`)

    const pci = pcis[0] as string
    const revoked = await call(`${path}/revoke`, {
      pci,
      signature: await first.signMessage({ message: pci }),
    })
    expect(revoked.status).toBe(200)
    expect((await call(path, await signedGrant(first))).status).toBe(201)
    const listed = GetSessionResponseSchema.parse((await list(first)).body)
    expect(listed.pcis).toHaveLength(3)
    expect(listed.pcis.map((session) => session.pci)).not.toContain(pci)

    // The earlier tests left 1 live grant: with these 3, one more account fills the total of 5.
    const second = newAccount()
    expect((await call(`/v1/sessions/${second.address}`, await signedGrant(second))).status).toBe(201)
    const third = newAccount()
    const overTotal = await call(`/v1/sessions/${third.address}`, await signedGrant(third))
    expect(overTotal).toMatchObject({
      status: 429,
      body: { error: 'limit_reached', message: 'This service keeps at most 5 smart sessions' },
    })
  })

  it("lists an account's grants only with its signature (issue 24)", async () => {
    // The store is full after the caps test: listing (a read) still works, for the account only.
    const account = newAccount()
    const byAddress = await call(`/v1/sessions/${account.address}`)
    expect(byAddress.status).toBe(400)
    expect(byAddress.body.message).toContain('"validUntil"')
    const byStranger = await list(account, { signer: newAccount() })
    expect(byStranger.status).toBe(401)
    expect(byStranger.body.message).toContain('smartSessionListMessage')
    expect((await list(account, { validUntil: nowSeconds() - 1 })).status).toBe(401)
    expect((await list(account, { validUntil: nowSeconds() + 3600 })).status).toBe(400)
    const own = await list(account)
    expect(own.status).toBe(200)
    expect(GetSessionResponseSchema.parse(own.body).pcis).toEqual([])
  })
})
