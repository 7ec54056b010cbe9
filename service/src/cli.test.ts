import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type StartMailInboxReturnType, startMailInbox } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runService, stopService } from './runService.test-utils.js'

let dataDir: string
let inbox: StartMailInboxReturnType

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-service-cli-'))
  inbox = await startMailInbox()
})
afterAll(async () => {
  await inbox.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('foyer-service', () => {
  it('starts on a PGlite data directory, answers, stops on SIGTERM, and keeps its state for the next start', async () => {
    const env = {
      DATA_DIR: dataDir,
      FOYER_DEV_CONVENIENCES: '1',
      FOYER_SMTP_URL: inbox.smtpUrl,
      FOYER_MAIL_FROM: 'Foyer <login@foyer.test>',
    }
    const email = 'durable@example.com'
    const first = runService(env)
    let code: string | undefined
    try {
      const url = await first.url
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect((await fetch(`${url}/getWallets?projectId=foyer-dev&entries=1`)).status).toBe(200)
      const connect = await fetch(`${url}/auth/email/connect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      expect(connect.status).toBe(200)
      // Mailed through FOYER_SMTP_URL, from FOYER_MAIL_FROM.
      expect(inbox.messages(email).map((message) => message.from)).toEqual(['"Foyer" <login@foyer.test>'])
      code = inbox.latestCode(email)
    } finally {
      first.child.kill('SIGTERM')
    }
    const stopped = await first.exit
    expect(stopped.code).toBe(0)
    expect(stopped.output).toContain('"msg":"stopping","signal":"SIGTERM"')

    const second = runService(env)
    try {
      const verify = await fetch(`${await second.url}/auth/email/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, code }),
      })
      expect(verify.status).toBe(200)
    } finally {
      expect(await stopService(second)).toBe(0)
    }
  })

  it('on SIGTERM, refuses new connections, finishes the request in flight, closes the store and exits 0', async () => {
    const service = runService({
      DATA_DIR: join(dataDir, 'drain'),
      FOYER_DEV_CONVENIENCES: '1',
      FOYER_SMTP_URL: inbox.smtpUrl,
      FOYER_MAIL_FROM: 'login@foyer.test',
      FOYER_SHUTDOWN_GRACE_MS: '60000',
    })
    try {
      const url = new URL(await service.url)
      // A slow request: its body arrives in two halves, the second after the SIGTERM.
      const answer = new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
        const slow = request(
          { host: url.hostname, port: url.port, path: '/auth/email/connect', method: 'POST' },
          (response) => {
            let body = ''
            response.on('data', (chunk: Buffer) => {
              body += chunk.toString()
            })
            response.on('end', () => resolve({ status: response.statusCode, body }))
          },
        )
        slow.on('error', reject)
        slow.setHeader('content-type', 'application/json')
        slow.write('{"email": "slow')
        // SIGTERM once the service has read the slow request's headers (the scrape is the other one in flight):
        // before that, its connection is idle and rightly closed at once.
        vi.waitFor(
          async () => {
            const metrics = await (await fetch(`${url.origin}/metrics`)).text()
            expect(metrics).toContain('foyer_http_requests_in_flight 2')
          },
          { timeout: 20_000, interval: 20 },
        )
          .then(() => {
            service.child.kill('SIGTERM')
            return vi.waitFor(() => expect(service.output()).toContain('draining requests in flight'), {
              timeout: 20_000,
              interval: 20,
            })
          })
          .then(async () => {
            await expect(fetch(`${url.origin}/healthz`)).rejects.toThrow()
            slow.end('@example.com"}')
          })
          .catch(reject)
      })
      const { status, body } = await answer
      expect(status).toBe(200)
      expect(JSON.parse(body)).toEqual({ action: 'VERIFY_OTP' })
      const { code, output } = await service.exit
      expect(code).toBe(0)
      expect(output).toContain('"msg":"stopped","signal":"SIGTERM"')
      expect(output).toMatch(/"route":"\/auth\/email\/connect","status":200/)
    } finally {
      await stopService(service)
    }
  })

  it('refuses a malformed configuration, naming the variable', async () => {
    const service = runService({
      DATA_DIR: dataDir,
      FOYER_EVM_CHAINS: '[{"chainId": 1, "rpcUrl": "ftp://x"}]',
    })
    const { code, output } = await service.exit
    expect(code).toBe(1)
    expect(output).toContain('Invalid FOYER_EVM_CHAINS.')
    expect(output).toContain('0.rpcUrl: expected an http(s) URL')
  })

  it('refuses a malformed mail configuration, naming the variable', async () => {
    const badUrl = await runService({ DATA_DIR: dataDir, FOYER_SMTP_URL: 'http://mail.example' }).exit
    expect(badUrl.code).toBe(1)
    expect(badUrl.output).toContain('FOYER_SMTP_URL: Expected an smtp:// or smtps:// URL')
    const noFrom = await runService({ DATA_DIR: dataDir, FOYER_SMTP_URL: 'smtp://mail.example:587' }).exit
    expect(noFrom.code).toBe(1)
    expect(noFrom.output).toContain('FOYER_SMTP_URL is set without FOYER_MAIL_FROM')
  })
})
