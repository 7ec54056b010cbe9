import { createServer, type Server, type Socket } from 'node:net'
import { type StartMailInboxReturnType, startMailInbox } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { createSmtpMailer, type Mailer } from './createSmtpMailer.js'
import { MailUnavailableError } from './serviceErrors.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

let inbox: StartMailInboxReturnType
let service: ReferenceService
let working: Mailer
let refused: Mailer
/** Where the service's mail goes: the running SMTP server, or a port nothing listens on (the server is down). */
let smtpUp = true
let clock = 1_760_000_000_000

/** A port that was free a moment ago: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

beforeAll(async () => {
  inbox = await startMailInbox()
  const from = 'Foyer test <login@foyer.test>'
  working = createSmtpMailer({ url: inbox.smtpUrl, from })
  refused = createSmtpMailer({ url: `smtp://127.0.0.1:${await closedPort()}`, from })
  service = await startReferenceService({
    now: () => clock,
    // Both are real SMTP mailers; which one a request reaches stands for the SMTP server being up or down.
    mailer: {
      send: (message) => (smtpUp ? working : refused).send(message),
      verify: () => (smtpUp ? working : refused).verify(),
      close: () => {},
    },
    storage: await testServiceStorage(),
  })
})
afterAll(async () => {
  await service?.stop()
  working?.close()
  refused?.close()
  await inbox?.stop()
})

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

async function expectMailUnavailable(response: Response) {
  expect(response.status).toBe(503)
  expect(await response.json()).toMatchObject({
    error: 'mail_unavailable',
    message: 'The service could not send the email: try again later',
  })
}

const rows = (sql: string, params: unknown[]) =>
  service.store.query(z.record(z.string(), z.unknown()), sql, params)

async function signIn(email: string, deviceId: string) {
  expect((await post('/auth/email/connect', { email, deviceId })).status).toBe(200)
  const verified = await post('/auth/email/verify', { email, code: inbox.latestCode(email), deviceId })
  expect(verified.status).toBe(200)
  return ((await verified.json()) as { token: string }).token
}

describe('mail through SMTP', () => {
  it('mails the login code as text and HTML, naming the app', async () => {
    smtpUp = true
    const connect = await post('/auth/email/connect', { email: 'mia@example.com', appName: 'Shop <b>' })
    expect(connect.status).toBe(200)
    const [mail] = inbox.messages('mia@example.com')
    expect(mail?.subject).toMatch(/^Your Foyer login code is \d{6}$/)
    expect(mail?.text).toContain(`Your code to sign in to your Foyer wallet on Shop <b> is:\n\n${mail?.code}`)
    expect(mail?.html).toContain('on Shop &#60;b&#62; is:')
    expect(mail?.html).toContain(`>${mail?.code}</p>`)
  })

  it('answers 503 mail_unavailable when the SMTP server is down, keeping no code and starting no cooldown', async () => {
    const email = 'noah@example.com'
    smtpUp = false
    await expectMailUnavailable(await post('/auth/email/connect', { email }))
    expect(await rows('SELECT * FROM auth_email_codes WHERE email = $1', [email])).toEqual([])
    // The server is back: the retry is not held by a cooldown, and its code arrives and works.
    smtpUp = true
    expect((await post('/auth/email/connect', { email })).status).toBe(200)
    const code = inbox.latestCode(email)
    expect(code).toMatch(/^\d{6}$/)

    // A later resend that fails leaves the code already mailed as it was: still good, and no new cooldown.
    clock += 31_000
    smtpUp = false
    await expectMailUnavailable(await post('/auth/email/connect', { email }))
    expect(inbox.messages(email)).toHaveLength(1)
    smtpUp = true
    expect((await post('/auth/email/verify', { email, code })).status).toBe(200)
  })

  it('keeps no device request and starts no cooldown when the approval link cannot be mailed', async () => {
    const email = 'olga@example.com'
    await signIn(email, 'olga-laptop-device-1')
    clock += 31_000
    smtpUp = false
    await expectMailUnavailable(
      await post('/auth/email/connect', { email, deviceId: 'olga-phone-device-01' }),
    )
    expect(await rows('SELECT * FROM auth_device_requests WHERE email = $1', [email])).toEqual([])
    smtpUp = true
    expect((await post('/auth/email/connect', { email, deviceId: 'olga-phone-device-01' })).status).toBe(200)
    const link = inbox.latestLink(email) ?? ''
    expect(new URL(link).pathname).toBe('/auth/device/approve')

    // The link's approval mails the code; when that fails the approval is undone, so the link works again.
    const token = new URL(link).searchParams.get('token') ?? ''
    const approve = () =>
      fetch(`${service.url}/auth/device/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      })
    smtpUp = false
    const failed = await approve()
    expect(failed.status).toBe(503)
    expect(await failed.text()).toContain('The code could not be mailed')
    expect(await rows('SELECT approved_at FROM auth_device_requests WHERE email = $1', [email])).toEqual([
      { approved_at: null },
    ])
    smtpUp = true
    expect((await approve()).status).toBe(200)
    const verified = await post('/auth/email/verify', {
      email,
      code: inbox.latestCode(email),
      deviceId: 'olga-phone-device-01',
    })
    expect(verified.status).toBe(200)
  })

  it('mails both email update codes, and changes nothing when either cannot be mailed', async () => {
    clock += 31_000
    const token = await signIn('pia@example.com', 'pia-laptop-device-01')
    const auth = { authorization: `Bearer ${token}` }
    smtpUp = false
    await expectMailUnavailable(await post('/auth/email/update', { email: 'pia@new.example' }, auth))
    expect(await rows('SELECT * FROM auth_email_updates WHERE new_email = $1', ['pia@new.example'])).toEqual(
      [],
    )

    smtpUp = true
    expect((await post('/auth/email/update', { email: 'pia@new.example' }, auth)).status).toBe(200)
    const current = inbox.messages('pia@example.com').at(-1)
    expect(current?.subject).toBe(
      `Your code to change your Foyer email to pia@new.example is ${current?.code}`,
    )
    // The new address's mail fails: the current address's code stays good for another try.
    smtpUp = false
    await expectMailUnavailable(await post('/auth/email/update/primary', { otp: current?.code }, auth))
    expect(inbox.messages('pia@new.example')).toEqual([])
    smtpUp = true
    expect((await post('/auth/email/update/primary', { otp: current?.code }, auth)).status).toBe(200)
    const confirm = inbox.messages('pia@new.example').at(-1)
    expect(confirm?.subject).toBe(
      `Your code to confirm pia@new.example as your Foyer email is ${confirm?.code}`,
    )
    const done = await post('/auth/email/update/secondary', { otp: confirm?.code }, auth)
    expect(await done.json()).toEqual({ newEmail: 'pia@new.example' })
  })

  it('answers 503 without a mailer configured', async () => {
    const bare = await startReferenceService({ storage: await testServiceStorage() })
    try {
      const response = await fetch(`${bare.url}/auth/email/connect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'quinn@example.com' }),
      })
      await expectMailUnavailable(response)
      await expect(bare.mailer.verify()).rejects.toBeInstanceOf(MailUnavailableError)
    } finally {
      await bare.stop()
    }
  })
})

describe('createSmtpMailer', () => {
  it('verifies a reachable SMTP server and refuses an unreachable one with MailUnavailableError', async () => {
    await expect(working.verify()).resolves.toBeUndefined()
    const error = await refused.verify().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MailUnavailableError)
    expect((error as MailUnavailableError).reason).toMatch(/ECONNREFUSED/)
  })

  it('gives up on a server that never answers within timeoutMs: a 503, never a hang', async () => {
    const sockets: Socket[] = []
    const silent: Server = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'login@foyer.test',
      timeoutMs: 300,
    })
    try {
      const started = performance.now()
      const error = await mailer
        .send({ to: 'rae@example.com', subject: 's', text: 't', html: '<p>t</p>' })
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(MailUnavailableError)
      expect(performance.now() - started).toBeLessThan(3000)
    } finally {
      mailer.close()
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  })

  it('refuses a malformed SMTP URL or sender', () => {
    expect(() => createSmtpMailer({ url: 'http://mail.example', from: 'login@foyer.test' })).toThrow(
      'Expected an smtp:// or smtps:// URL',
    )
    expect(() => createSmtpMailer({ url: 'smtp://mail.example', from: 'nobody' })).toThrow(
      'Expected an address or Name <address>',
    )
  })
})
