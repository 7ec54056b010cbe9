import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, type StartMailInboxReturnType, startDevnet, startMailInbox } from '@foyer/devnet'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { runService, stopService } from '../runService.test-utils.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'

let workDir: string
let devnet: Devnet
let inbox: StartMailInboxReturnType
let services: ReturnType<typeof runService>[] = []
let a: string
let b: string

beforeAll(async () => {
  const serverUrl = inject('foyerPostgresUrl')
  if (!serverUrl) throw new Error('The devnet-postgres project provides a Postgres server')
  workDir = await mkdtemp(join(tmpdir(), 'foyer-two-services-'))
  const infoPath = join(workDir, 'devnet.json')
  const [started, databaseUrl] = await Promise.all([
    startDevnet({
      ephemeral: true,
      evm: { chains: [1] },
      solana: false,
      relay: false,
      service: false,
      infoPath,
    }),
    createPostgresDatabase(serverUrl, `two_${randomBytes(6).toString('hex')}`),
  ])
  devnet = started
  inbox = await startMailInbox()
  const env = {
    FOYER_SMTP_URL: inbox.smtpUrl,
    FOYER_MAIL_FROM: 'login@foyer.test',
    DATABASE_URL: databaseUrl,
    FOYER_DEVNET_INFO: infoPath,
    FOYER_DEV_CONVENIENCES: '1',
    FOYER_OAUTH_REDIRECT_URIS: 'http://localhost:5173/cb',
  }
  // Both start at once on an empty database: the migrations must run exactly once between them.
  services = [runService(env), runService(env)]
  ;[a, b] = (await Promise.all(services.map((service) => service.url))) as [string, string]
})
afterAll(async () => {
  const codes = await Promise.all(services.map(stopService))
  expect(codes).toEqual(services.map(() => 0))
  await devnet?.stop()
  await inbox?.stop()
  await rm(workDir, { recursive: true, force: true })
})

async function call(base: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('two service processes on one Postgres answer as one', () => {
  it('listen on different ports', () => {
    expect(a).not.toBe(b)
  })

  it('verify on one a code sent by the other, and share sessions, cooldowns and sign-outs', async () => {
    const email = 'two@example.com'
    expect((await call(a, '/auth/email/connect', { email })).status).toBe(200)
    const cooldown = await call(b, '/auth/email/connect', { email })
    expect(cooldown.status).toBe(429)
    const code = inbox.latestCode(email)
    expect(code).toMatch(/^\d{6}$/)
    const verified = await call(b, '/auth/email/verify', { email, code })
    expect(verified.status).toBe(200)
    expect((await call(a, '/auth/email/verify', { email, code })).status).toBe(401)
    const bearer = { authorization: `Bearer ${verified.body.token as string}` }
    const session = await call(a, '/auth/session', undefined, bearer)
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ email })
    expect((await call(a, '/auth/signout', {}, bearer)).status).toBe(200)
    expect((await call(b, '/auth/session', undefined, bearer)).status).toBe(401)
  })

  it('refuse on one a SIWX nonce used on the other', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { nonce } = (await call(a, '/auth/siwx/nonce?projectId=foyer-dev')).body as { nonce: string }
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: 'localhost',
      uri: 'http://localhost:5173',
      nonce,
      version: '1',
    })
    const signature = await account.signMessage({ message })
    const verified = await call(b, '/auth/siwx/verify?projectId=foyer-dev', { message, signature })
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    const replay = await call(a, '/auth/siwx/verify?projectId=foyer-dev', { message, signature })
    expect(replay.status).toBe(401)
    expect(replay.body.message).toBe('Invalid nonce: request a new one')
  })

  it('pay an on-ramp order once when both race to pay it', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const generated = await call(a, '/v1/generators/onrampurl?projectId=foyer-dev', {
      destinationWallets: [{ address: buyer }],
      paymentAmount: 50,
    })
    const orderPath = new URL(generated.body.url as string).pathname
    const payments = await Promise.all(
      [a, b, a, b].map((base) => fetch(`${base}${orderPath}`, { method: 'POST' })),
    )
    expect(payments.map((payment) => payment.status).sort()).toEqual([200, 409, 409, 409])
    const paid = payments.find((payment) => payment.status === 200) as Response
    const { amount } = (await paid.json()) as { amount: string }
    const rpcUrl = devnet.evm.chains[0]?.rpcUrl ?? ''
    const client = createPublicClient({ transport: http(rpcUrl) })
    expect(await client.getBalance({ address: buyer })).toBe(BigInt(amount))
    const history = await call(b, `/v1/account/${buyer}/history?projectId=foyer-dev&onramp=coinbase`)
    expect(history.body.data).toHaveLength(1)
  })
})
