import { type StartMailInboxReturnType, startMailInbox } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

let service: ReferenceService
let inbox: StartMailInboxReturnType
let clock = 1_760_000_000_000

beforeAll(async () => {
  inbox = await startMailInbox()
  service = await startReferenceService({
    devConveniences: true,
    smtp: { url: inbox.smtpUrl, from: 'login@foyer.test' },
    now: () => clock,
    logLevel: 'silent',
    storage: await testServiceStorage(),
  })
})
afterAll(async () => {
  await service?.stop()
  await inbox?.stop()
})

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

async function signIn(email: string, deviceId: string): Promise<string> {
  clock += 10 * 60_000
  await post('/auth/email/connect', { email, deviceId })
  const verified = await post('/auth/email/verify', {
    email,
    code: inbox.latestCode(email),
    deviceId,
  })
  expect(verified.status).toBe(200)
  return ((await verified.json()) as { token: string }).token
}

async function sessionEmail(token: string): Promise<string | null | number> {
  const response = await fetch(`${service.url}/auth/session`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (response.status !== 200) return response.status
  return ((await response.json()) as { user: { email: string | null } }).user.email
}

describe('POST /auth/email/update/secondary', () => {
  it('leaves nothing half-written when the database fails part-way: the address and every session stay', async () => {
    const deviceId = 'gina-device-0000001'
    const token = await signIn('gina@example.com', deviceId)
    const otherToken = await signIn('gina@example.com', deviceId)
    const auth = { authorization: `Bearer ${token}` }
    await post('/auth/email/update', { email: 'gina@new.example' }, auth)
    const primary = await post(
      '/auth/email/update/primary',
      { otp: inbox.latestCode('gina@example.com') },
      auth,
    )
    expect(primary.status).toBe(200)
    const secondaryCode = inbox.latestCode('gina@new.example')

    // The database refuses the third write of the request (signing the other sessions out).
    await service.store.execute(
      `CREATE FUNCTION foyer_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
    )
    await service.store.execute(
      'CREATE TRIGGER foyer_test_refuse BEFORE DELETE ON auth_sessions FOR EACH STATEMENT EXECUTE FUNCTION foyer_test_refuse()',
    )
    let failed: Response
    try {
      failed = await post('/auth/email/update/secondary', { otp: secondaryCode }, auth)
    } finally {
      await service.store.execute('DROP TRIGGER foyer_test_refuse ON auth_sessions')
      await service.store.execute('DROP FUNCTION foyer_test_refuse()')
    }
    expect(failed.status).toBe(500)
    expect(await sessionEmail(token)).toBe('gina@example.com')
    expect(await sessionEmail(otherToken)).toBe('gina@example.com')
    const [pending] = await service.store.query(
      z.object({ new_email: z.string() }),
      "SELECT new_email FROM auth_email_updates WHERE new_email = 'gina@new.example'",
    )
    expect(pending?.new_email).toBe('gina@new.example')
  })
})
