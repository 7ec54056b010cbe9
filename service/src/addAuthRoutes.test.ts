import { type StartMailInboxReturnType, startMailInbox } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { openServiceStore } from './storage/openServiceStore.js'
import type { ServiceStore } from './storage/serviceStore.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

let service: ReferenceService
let inbox: StartMailInboxReturnType
let smtp: { url: string; from: string }
let clock = 1_760_000_000_000

beforeAll(async () => {
  // A real SMTP server: every code and link below is read from the mail it received.
  inbox = await startMailInbox()
  smtp = { url: inbox.smtpUrl, from: 'Foyer test <login@foyer.test>' }
  service = await startReferenceService({
    now: () => clock,
    devConveniences: true,
    smtp,
    storage: await testServiceStorage(),
  })
})
afterAll(async () => {
  await service.stop()
  await inbox.stop()
})

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  })
}

type Session = {
  token: string
  user: { id: string; email: string | null; address: string; provider: string; username: string | null }
}

/** Signs `email` in from `deviceId` with the code read from the SMTP server (the email's first login, or a known device). */
async function signIn(email: string, deviceId: string): Promise<Session> {
  const connect = await post('/auth/email/connect', { email, deviceId })
  expect(await connect.json()).toEqual({ action: 'VERIFY_OTP' })
  const code = inbox.latestCode(email)
  const verified = await post('/auth/email/verify', { email, code, deviceId })
  expect(verified.status).toBe(200)
  return (await verified.json()) as Session
}

describe('embedded-wallet auth backend', () => {
  it('mails a 6-digit code through SMTP and verifies it into a session', async () => {
    const connect = await post('/auth/email/connect', { email: 'Alice@Example.com' })
    expect(connect.status).toBe(200)
    expect(await connect.json()).toEqual({ action: 'VERIFY_OTP' })
    const received = (await (await fetch(`${inbox.url}/inbox?to=alice@example.com`)).json()) as {
      messages: { code: string; from: string; text: string }[]
    }
    expect(received.messages).toHaveLength(1)
    const code = received.messages[0]?.code ?? ''
    expect(code).toMatch(/^\d{6}$/)
    expect(received.messages[0]?.from).toBe('"Foyer test" <login@foyer.test>')
    expect(received.messages[0]?.text).toContain(code)
    expect(inbox.latestCode('alice@example.com')).toBe(code)

    const wrong = await post('/auth/email/verify', {
      email: 'alice@example.com',
      code: code === '000000' ? '111111' : '000000',
    })
    expect(wrong.status).toBe(401)
    const verified = await post('/auth/email/verify', { email: 'alice@example.com', code })
    expect(verified.status).toBe(200)
    const session = (await verified.json()) as Session
    expect(session.user.email).toBe('alice@example.com')
    expect(session.user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const reused = await post('/auth/email/verify', { email: 'alice@example.com', code })
    expect(reused.status).toBe(401)

    const me = await fetch(`${service.url}/auth/session`, {
      headers: { authorization: `Bearer ${session.token}` },
    })
    expect(((await me.json()) as Session).user.address).toBe(session.user.address)
    const anonymous = await fetch(`${service.url}/auth/session`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ message: 'Session Expired' })
  })

  it('enforces the 30 s resend cooldown', async () => {
    expect((await post('/auth/email/connect', { email: 'bob@example.com' })).status).toBe(200)
    clock += 12_000
    const early = await post('/auth/email/connect', { email: 'bob@example.com' })
    expect(early.status).toBe(429)
    expect(await early.json()).toMatchObject({ message: 'Please try again after 18 seconds' })
    expect(early.headers.get('retry-after')).toBe('18')
    clock += 18_000
    expect((await post('/auth/email/connect', { email: 'bob@example.com' })).status).toBe(200)
    expect(inbox.messages('bob@example.com')).toHaveLength(2)
  })

  it("ends one address's cooldown on DELETE /dev/auth/email/cooldown (a dev convenience), keeping its code", async () => {
    expect((await post('/auth/email/connect', { email: 'carol@example.com' })).status).toBe(200)
    expect((await post('/auth/email/connect', { email: 'dave@example.com' })).status).toBe(200)
    const code = inbox.latestCode('carol@example.com')
    clock += 2_000
    const ended = await fetch(`${service.url}/dev/auth/email/cooldown?email=Carol@Example.com`, {
      method: 'DELETE',
    })
    expect(ended.status).toBe(200)
    expect(await ended.json()).toEqual({ ended: true })
    // The other address is still held.
    expect((await post('/auth/email/connect', { email: 'dave@example.com' })).status).toBe(429)
    // The code mailed before still verifies; the next connect mails a new one at once, then its own cooldown holds.
    const verified = await post('/auth/email/verify', { email: 'carol@example.com', code })
    expect(verified.status).toBe(200)
    expect((await post('/auth/email/connect', { email: 'carol@example.com' })).status).toBe(200)
    expect(inbox.messages('carol@example.com')).toHaveLength(2)
    expect((await post('/auth/email/connect', { email: 'carol@example.com' })).status).toBe(429)
    clock += 30_000
  })

  it('rejects an invalid email and a malformed code', async () => {
    const badEmail = await post('/auth/email/connect', { email: 'not-an-email' })
    expect(badEmail.status).toBe(400)
    expect(await badEmail.json()).toMatchObject({ message: 'Invalid body field "email": Invalid email' })
    const badCode = await post('/auth/email/verify', { email: 'bob@example.com', code: '12ab' })
    expect(((await badCode.json()) as { message: string }).message).toContain('"code"')
  })

  it('verifies a new device by a mailed link before mailing its code; a known device goes straight to the code', async () => {
    const email = 'dana@example.com'
    const first = await signIn(email, 'laptop-device-0001')
    expect(first.user.id).toMatch(/^email:[0-9a-f-]{36}$/)
    clock += 31_000
    const again = await signIn(email, 'laptop-device-0001')
    expect(again.user.id).toBe(first.user.id)

    clock += 31_000
    const connect = await post('/auth/email/connect', {
      email,
      deviceId: 'phone-device-0002',
      appName: 'Shop <b>demo</b>',
    })
    // The same answer as any address: whether this one has an account is not told.
    expect(await connect.json()).toEqual({ action: 'VERIFY_OTP' })
    const approval = inbox.messages(email).at(-1)
    expect(approval).toMatchObject({
      code: null,
      subject: 'Approve a new device for your Foyer login on Shop <b>demo</b>',
    })
    const link = new URL(approval?.link ?? '')
    expect(link.origin + link.pathname).toBe(`${service.url}/auth/device/approve`)
    // No code was mailed, and none verifies from this device yet.
    const early = await post('/auth/email/verify', {
      email,
      code: inbox.latestCode(email) ?? '',
      deviceId: 'phone-device-0002',
    })
    expect(await early.json()).toMatchObject({ message: 'Invalid code: check it, or request a new one' })

    // Opening the link changes nothing (mail scanners open links); its form's POST approves, and mails the code.
    const page = await fetch(link)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('Approve this device')
    expect(html).toContain('on Shop &#60;b&#62;demo&#60;/b&#62; on a new device')
    expect(inbox.messages(email).at(-1)).toEqual(approval)
    const token = link.searchParams.get('token') ?? ''
    const approve = () =>
      fetch(`${service.url}/auth/device/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      })
    const approved = await approve()
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved')
    expect((await approve()).status).toBe(400)

    const mailed = inbox.messages(email).at(-1)
    expect(mailed).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), link: null })
    const verified = await post('/auth/email/verify', {
      email,
      code: mailed?.code,
      deviceId: 'phone-device-0002',
    })
    expect(((await verified.json()) as Session).user.id).toBe(first.user.id)
    // The phone is now known: its next login skips the link.
    clock += 31_000
    expect((await signIn(email, 'phone-device-0002')).user.id).toBe(first.user.id)
  })

  it('answers a known and an unknown address alike: the connect, its cooldown, a new device, a wrong code', async () => {
    const known = 'kim@example.com'
    await signIn(known, 'kim-laptop-device-01')
    clock += 31_000
    const unknown = 'nobody@example.com'
    const deviceId = 'attacker-device-0001'
    const connect = async (email: string) => {
      const started = performance.now()
      const response = await post('/auth/email/connect', { email, deviceId })
      return {
        reply: {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
        },
        ms: performance.now() - started,
      }
    }
    const verify = async (email: string) => {
      const response = await post('/auth/email/verify', { email, code: '000000', deviceId })
      return { status: response.status, body: await response.text() }
    }
    // The known address on the attacker's device (an approval link is mailed) and an unknown one (a code is).
    const first = [await connect(known), await connect(unknown)]
    expect(first[0]?.reply).toEqual({ status: 200, retryAfter: null, body: '{"action":"VERIFY_OTP"}' })
    expect(first[1]?.reply).toEqual(first[0]?.reply)
    // Within the cooldown: the same 429.
    clock += 1000
    const again = [await connect(known), await connect(unknown)]
    expect(again[0]?.reply.status).toBe(429)
    expect(again[1]?.reply).toEqual(again[0]?.reply)
    // A guessed code from the attacker's device: the same 401.
    expect(await verify(known)).toEqual(await verify(unknown))
    expect((await verify(known)).status).toBe(401)
    const spans = [...first, ...again].map(({ ms }) => ms)
    expect(Math.max(...spans)).toBeLessThan(2000)
  })

  it('takes the same store round trips for a known address on a new device as for an unknown one (one timing class)', async () => {
    const store = await openServiceStore({ memory: true })
    let statements = 0
    const counting: ServiceStore = {
      ...store,
      query: (row, sql, params) => {
        statements++
        return store.query(row, sql, params)
      },
      execute: (sql, params) => {
        statements++
        return store.execute(sql, params)
      },
    }
    let time = 1_760_000_000_000
    const timed = await startReferenceService({
      now: () => time,
      devConveniences: true,
      smtp,
      store: counting,
    })
    try {
      const connect = async (email: string, deviceId: string) => {
        const before = statements
        const response = await fetch(`${timed.url}/auth/email/connect`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, deviceId }),
        })
        expect(await response.json()).toEqual({ action: 'VERIFY_OTP' })
        return statements - before
      }
      await connect('lee@example.com', 'lee-laptop-device-1')
      const code = inbox.latestCode('lee@example.com')
      const verified = await fetch(`${timed.url}/auth/email/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'lee@example.com', code, deviceId: 'lee-laptop-device-1' }),
      })
      expect(verified.status).toBe(200)
      time += 31_000
      const known = await connect('lee@example.com', 'attacker-device-0002')
      const unknown = await connect('nobody-else@example.com', 'attacker-device-0002')
      expect(known).toBe(unknown)
    } finally {
      await timed.stop()
      await store.close()
    }
  })

  it('updates an email with a code to the current address, then one to the new address; the login stays', async () => {
    const session = await signIn('erin@example.com', 'erin-device-000001')
    const auth = { authorization: `Bearer ${session.token}` }
    // Another session of the same login (another tab, or a thief's): the update signs it out.
    clock += 31_000
    const other = await signIn('erin@example.com', 'erin-device-000001')
    const otherAuth = { authorization: `Bearer ${other.token}` }
    expect((await fetch(`${service.url}/auth/session`, { headers: otherAuth })).status).toBe(200)
    expect((await post('/auth/email/update', { email: 'erin@example.com' }, auth)).status).toBe(400)
    expect((await post('/auth/email/update', { email: 'dana@example.com' }, auth)).status).toBe(409)
    expect((await post('/auth/email/update', { email: 'erin@new.example' })).status).toBe(401)

    const start = await post('/auth/email/update', { email: 'Erin@New.example' }, auth)
    expect(await start.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(inbox.messages('erin@new.example').length).toBe(0)
    const primaryCode = inbox.latestCode('erin@example.com') ?? ''
    // The new address's step can't be skipped to.
    expect((await post('/auth/email/update/secondary', { otp: primaryCode }, auth)).status).toBe(401)
    const wrong = primaryCode === '000000' ? '111111' : '000000'
    expect((await post('/auth/email/update/primary', { otp: wrong }, auth)).status).toBe(401)
    const primary = await post('/auth/email/update/primary', { otp: primaryCode }, auth)
    expect(await primary.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondaryCode = inbox.latestCode('erin@new.example')
    const secondary = await post('/auth/email/update/secondary', { otp: secondaryCode }, auth)
    expect(await secondary.json()).toEqual({ newEmail: 'erin@new.example' })

    const me = await fetch(`${service.url}/auth/session`, { headers: auth })
    expect(((await me.json()) as Session).user).toMatchObject({
      id: session.user.id,
      email: 'erin@new.example',
    })
    expect((await fetch(`${service.url}/auth/session`, { headers: otherAuth })).status).toBe(401)
    clock += 31_000
    // The new email signs in to the same login from the verified device; the old one is a new user.
    expect((await signIn('erin@new.example', 'erin-device-000001')).user.id).toBe(session.user.id)
    expect((await signIn('erin@example.com', 'erin-device-000001')).user.id).not.toBe(session.user.id)
  })

  it('counts codes sent and failed verifications per IP and per email, then answers 429 with retry-after', async () => {
    let time = 1_760_000_000_000
    const limited = await startReferenceService({
      devConveniences: true,
      smtp,
      trustProxy: true,
      now: () => time,
      limits: { emailCodesPerIp: 2, authFailuresPerIp: 3, authFailuresPerEmail: 4 },
      storage: await testServiceStorage(),
    })
    const send = (path: string, body: unknown, ip: string) =>
      fetch(`${limited.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.9, ${ip}` },
        body: JSON.stringify(body),
      })
    const wrong = async (email: string) => {
      const code = inbox.latestCode(email)
      return code === '000000' ? '111111' : '000000'
    }
    try {
      expect((await send('/auth/email/connect', { email: 'a@example.com' }, '10.0.0.1')).status).toBe(200)
      expect((await send('/auth/email/connect', { email: 'b@example.com' }, '10.0.0.1')).status).toBe(200)
      const third = await send('/auth/email/connect', { email: 'c@example.com' }, '10.0.0.1')
      expect(third.status).toBe(429)
      expect(third.headers.get('retry-after')).toBe('900')
      expect((await send('/auth/email/connect', { email: 'c@example.com' }, '10.0.0.2')).status).toBe(200)

      // Three failures from one IP, on two emails: the IP is blocked, even with a right code.
      for (const email of ['a@example.com', 'b@example.com', 'a@example.com']) {
        expect(
          (await send('/auth/email/verify', { email, code: await wrong(email) }, '10.0.0.3')).status,
        ).toBe(401)
      }
      const right = { email: 'b@example.com', code: inbox.latestCode('b@example.com') }
      const blocked = await send('/auth/email/verify', right, '10.0.0.3')
      expect(blocked.status).toBe(429)
      expect(await blocked.json()).toMatchObject({ error: 'too_many_requests' })
      expect((await send('/auth/email/verify', right, '10.0.0.4')).status).toBe(200)

      // Failures for one email from many IPs: the email is blocked, from any IP.
      for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3', '10.0.1.4']) {
        const email = 'c@example.com'
        expect((await send('/auth/email/verify', { email, code: await wrong(email) }, ip)).status).toBe(401)
      }
      const c = { email: 'c@example.com', code: inbox.latestCode('c@example.com') }
      expect((await send('/auth/email/verify', c, '10.0.1.5')).status).toBe(429)
      time += 15 * 60_000
      expect((await send('/auth/email/connect', { email: 'c@example.com' }, '10.0.2.1')).status).toBe(200)
      const renewed = { email: 'c@example.com', code: inbox.latestCode('c@example.com') }
      expect((await send('/auth/email/verify', renewed, '10.0.1.5')).status).toBe(200)
      expect(
        (await send('/auth/email/verify', { email: 'a@example.com', code: '123456' }, '10.0.0.3')).status,
      ).toBe(401)
    } finally {
      await limited.stop()
    }
  })

  it('ignores X-Forwarded-For without trustProxy, so a made-up header does not reset the count', async () => {
    const limited = await startReferenceService({
      smtp,
      limits: { emailCodesPerIp: 1 },
      storage: await testServiceStorage(),
    })
    try {
      const connect = (email: string, ip: string) =>
        fetch(`${limited.url}/auth/email/connect`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ email }),
        })
      expect((await connect('d@example.com', '10.9.9.1')).status).toBe(200)
      expect((await connect('e@example.com', '10.9.9.2')).status).toBe(429)
    } finally {
      await limited.stop()
    }
  })

  it('refuses a sign-in with 429 limit_reached once limits.authSessions live sessions exist', async () => {
    const small = await startReferenceService({
      devConveniences: true,
      smtp,
      limits: { authSessions: 1 },
      storage: await testServiceStorage(),
    })
    try {
      const verify = async (email: string) =>
        fetch(`${small.url}/auth/email/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, code: inbox.latestCode(email) }),
        })
      const signIn = async (email: string) => {
        await fetch(`${small.url}/auth/email/connect`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        })
        return verify(email)
      }
      const first = await signIn('f@example.com')
      expect(first.status).toBe(200)
      const second = await signIn('g@example.com')
      expect(second.status).toBe(429)
      expect(await second.json()).toMatchObject({ error: 'limit_reached' })
      const { token } = (await first.json()) as Session
      await fetch(`${small.url}/auth/signout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
      // The refused sign-in kept its code: it works once there is room.
      expect((await verify('g@example.com')).status).toBe(200)
    } finally {
      await small.stop()
    }
  })
})
