import { createDecipheriv } from 'node:crypto'
import { type StartMailInboxReturnType, startMailInbox } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { createTestFrameKey, type TestFrameKey } from './frameKeyProof.test-utils.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

let service: ReferenceService
let inbox: StartMailInboxReturnType
const kek = 'ab'.repeat(32)

beforeAll(async () => {
  inbox = await startMailInbox()
  service = await startReferenceService({
    devConveniences: true,
    smtp: { url: inbox.smtpUrl, from: 'login@foyer.test' },
    keyEncryptionKey: kek,
    storage: await testServiceStorage(),
  })
})
afterAll(async () => {
  await service?.stop()
  await inbox?.stop()
})

/** Each session's frame key, as the frame holds it (the tests sign with it unless told otherwise). */
const frameKeys = new Map<string, TestFrameKey>()

const call = (
  method: string,
  path: string,
  token: string,
  body?: unknown,
  proof: string | undefined = frameKeys.has(token)
    ? frameKeys.get(token)?.proof(method, path, body)
    : undefined,
) =>
  fetch(`${service.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(proof ? { 'x-foyer-frame-proof': proof } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

/** Registers a new frame key for the session, as the frame does right after login. */
async function bindFrameKey(token: string): Promise<Response> {
  const key = createTestFrameKey()
  const response = await call('POST', '/auth/keys/frame-key', token, { publicKey: key.publicKey })
  if (response.status === 201) frameKeys.set(token, key)
  return response
}

async function signIn(email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  await post('/auth/email/connect', { email, deviceId: 'device-of-the-test-0001' })
  const code = inbox.latestCode(email)
  const verified = await post('/auth/email/verify', { email, code, deviceId: 'device-of-the-test-0001' })
  const { token } = (await verified.json()) as { token: string }
  expect((await bindFrameKey(token)).status).toBe(201)
  return token
}

describe('the embedded wallet key backup', () => {
  it('keeps one backup per login, sealed in the database, and gives it back to the signed-in user only', async () => {
    const ann = await signIn('ann@example.com')
    const bea = await signIn('bea@example.com')
    expect((await call('GET', '/auth/keys', ann)).status).toBe(404)
    const backup = JSON.stringify({ evm: `0x${'11'.repeat(32)}`, solana: `0x${'22'.repeat(32)}` })
    expect((await call('PUT', '/auth/keys', ann, { backup })).status).toBe(201)
    // A second backup would change the user's wallet: refused.
    const again = await call('PUT', '/auth/keys', ann, { backup: '{"evm":"0xother"}' })
    expect(again.status).toBe(409)
    expect(await (await call('GET', '/auth/keys', ann)).json()).toEqual({ protection: 'operator', backup })
    expect((await call('GET', '/auth/keys', bea)).status).toBe(404)
    expect((await call('GET', '/auth/keys', 'not-a-session')).status).toBe(401)

    // What the database holds is not the keys.
    const rows = await service.store.query(
      z.object({ sealed: z.string() }),
      'SELECT sealed FROM auth_key_backups',
      [],
    )
    expect(rows).toHaveLength(1)
    expect(Buffer.from(rows[0]?.sealed ?? '', 'base64').toString('utf8')).not.toContain('1111')

    // A row moved to another login does not open (the login is authenticated data).
    expect((await call('PUT', '/auth/keys', bea, { backup: '{}' })).status).toBe(201)
    await service.store.execute(
      `UPDATE auth_key_backups SET sealed = (SELECT sealed FROM auth_key_backups b
         JOIN auth_users u ON u.login = b.login WHERE u.email = 'ann@example.com')
       WHERE login = (SELECT login FROM auth_users WHERE email = 'bea@example.com')`,
      [],
    )
    expect((await call('GET', '/auth/keys', bea)).status).toBe(500)
  })

  it('turns on passkey protection: the operator-sealed copy is gone, and the key-encryption key opens nothing', async () => {
    const cy = await signIn('cy@example.com')
    const keys = JSON.stringify({ evm: `0x${'33'.repeat(32)}`, solana: `0x${'44'.repeat(32)}` })
    const envelopes = [
      {
        kind: 'passkey',
        credentialId: 'Y3JlZGVudGlhbA',
        salt: 'c2FsdHNhbHRzYWx0c2FsdA',
        sealed: 'AAAA-_BBBB',
      },
      { kind: 'recoveryCode', salt: 'b3RoZXJzYWx0b3RoZXJzYWx0', sealed: 'CCCCDDDD' },
    ]
    const protect = (body: unknown, token = cy) => call('PUT', '/auth/keys/protection', token, body)
    // Nothing to protect before the first backup.
    expect((await protect({ protection: 'passkey', envelopes })).status).toBe(404)
    expect((await call('PUT', '/auth/keys', cy, { backup: keys })).status).toBe(201)
    const login = await loginOf('cy@example.com')
    const operatorRow = await sealedOf('cy@example.com')
    expect(openWithOperatorKey(operatorRow, login)).toBe(keys)

    // Every message is checked: no passkey envelope, a passkey envelope without its credential, unknown fields.
    for (const bad of [
      { protection: 'passkey', envelopes: [envelopes[1]] },
      { protection: 'passkey', envelopes: [{ ...envelopes[0], credentialId: undefined }] },
      { protection: 'passkey', envelopes: [{ ...envelopes[0], extra: 1 }] },
      { protection: 'operator', envelopes },
      { protection: 'passkey', envelopes: [envelopes[0], envelopes[0]] },
    ])
      expect((await protect(bad)).status).toBe(400)
    expect((await protect({ protection: 'passkey', envelopes }, 'not-a-session')).status).toBe(401)

    expect(await (await protect({ protection: 'passkey', envelopes })).json()).toEqual({
      protection: 'passkey',
    })
    expect(await (await call('GET', '/auth/keys', cy)).json()).toEqual({ protection: 'passkey', envelopes })
    // The row now holds only what the device sealed: the operator's key opens nothing, and no copy of the keys is left.
    const stored = await sealedOf('cy@example.com')
    expect(stored).not.toBe(operatorRow)
    expect(() => openWithOperatorKey(stored, login)).toThrow()
    const everything = JSON.stringify(
      await service.store.query(z.record(z.string(), z.unknown()), 'SELECT * FROM auth_key_backups', []),
    )
    expect(everything).not.toContain(operatorRow)
    expect(everything).not.toContain('3333')
    // Neither a second protection (another passkey's envelopes) nor a plain backup replaces it.
    expect((await protect({ protection: 'passkey', envelopes: [envelopes[0]] })).status).toBe(409)
    expect((await call('PUT', '/auth/keys', cy, { backup: keys })).status).toBe(409)
    expect(await (await call('GET', '/auth/keys', cy)).json()).toEqual({ protection: 'passkey', envelopes })
  })

  it("is bound to the session's frame key: a copied token alone, or another key's signature, reads nothing", async () => {
    const dee = await signIn('dee@example.com')
    const backup = JSON.stringify({ evm: `0x${'55'.repeat(32)}`, solana: `0x${'66'.repeat(32)}` })
    expect((await call('PUT', '/auth/keys', dee, { backup })).status).toBe(201)
    expect((await call('GET', '/auth/keys', dee)).status).toBe(200)
    // The first key wins: a thief cannot register its own key on the copied session.
    expect((await bindFrameKey(dee)).status).toBe(409)
    const thief = createTestFrameKey()
    const own = frameKeys.get(dee) as TestFrameKey
    for (const proof of [
      '',
      thief.proof('GET', '/auth/keys', undefined),
      // Signed long ago, or for another request.
      own.proof('GET', '/auth/keys', undefined, Date.now() - 10 * 60_000),
      own.proof('PUT', '/auth/keys', undefined),
      own.proof('GET', '/auth/keys/protection', undefined),
      `${Date.now()}.${'A'.repeat(86)}`,
    ]) {
      const copied = await call('GET', '/auth/keys', dee, undefined, proof)
      expect(copied.status).toBe(401)
      expect(JSON.stringify(await copied.json())).not.toContain('5555')
    }
    // A signature over another body does not carry a protection (or a backup) through.
    const envelopes = [{ kind: 'passkey', credentialId: 'Y3JlZA', salt: 'c2FsdA', sealed: 'AAAA' }]
    const otherBody = own.proof('PUT', '/auth/keys/protection', { protection: 'passkey', envelopes: [] })
    expect(
      (await call('PUT', '/auth/keys/protection', dee, { protection: 'passkey', envelopes }, otherBody))
        .status,
    ).toBe(401)
    // A session that registered no frame key reads nothing either.
    const post = (path: string, body: unknown) =>
      fetch(`${service.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    await post('/auth/email/connect', { email: 'dee@example.com', deviceId: 'device-of-the-test-0001' })
    const verified = await post('/auth/email/verify', {
      email: 'dee@example.com',
      code: inbox.latestCode('dee@example.com'),
      deviceId: 'device-of-the-test-0001',
    })
    const unbound = ((await verified.json()) as { token: string }).token
    expect((await call('GET', '/auth/keys', unbound)).status).toBe(401)
    expect((await call('GET', '/auth/keys', dee)).status).toBe(200)
  })

  it('is off (404) without a key-encryption key, and refuses a malformed one', async () => {
    const bare = await startReferenceService({ storage: await testServiceStorage() })
    try {
      expect((await fetch(`${bare.url}/auth/keys`, { method: 'GET' })).status).toBe(404)
    } finally {
      await bare.stop()
    }
    await expect(startReferenceService({ keyEncryptionKey: 'short' })).rejects.toThrow(
      'Invalid reference service options',
    )
  })
})

async function loginOf(email: string): Promise<string> {
  const [row] = await service.store.query(
    z.object({ login: z.string() }),
    'SELECT login FROM auth_users WHERE email = $1',
    [email],
  )
  return row?.login ?? ''
}

async function sealedOf(email: string): Promise<string> {
  const [row] = await service.store.query(
    z.object({ sealed: z.string() }),
    'SELECT sealed FROM auth_key_backups WHERE login = $1',
    [await loginOf(email)],
  )
  return row?.sealed ?? ''
}

/** What the operator can do with its key-encryption key alone: AES-256-GCM as the service seals, bound to the login. */
function openWithOperatorKey(sealedText: string, login: string): string {
  const sealed = Buffer.from(sealedText, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(kek, 'hex'), sealed.subarray(0, 12)).setAAD(
    Buffer.from(login),
  )
  decipher.setAuthTag(sealed.subarray(-16))
  return Buffer.concat([decipher.update(sealed.subarray(12, -16)), decipher.final()]).toString('utf8')
}
