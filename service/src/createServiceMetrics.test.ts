import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServiceLogger } from './createServiceLogger.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

const token = 'metrics-token-0123456789'
const lines: Record<string, unknown>[] = []
let service: ReferenceService

beforeAll(async () => {
  service = await startReferenceService({
    metricsToken: token,
    logger: createServiceLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line)) }),
    limits: { rateLimits: { siwx: { max: 2, windowSeconds: 60 } } },
  })
})
afterAll(() => service?.stop())

async function scrape(): Promise<string> {
  const response = await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  return response.text()
}

describe('GET /metrics', () => {
  it('refuses a scrape without the metrics token, or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${token}x` },
    ]
    for (const headers of attempts) {
      const response = await fetch(`${service.url}/metrics`, { headers })
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ error: 'unauthorized' })
    }
  })

  it('counts requests and durations by route pattern and status, rate-limit refusals, and the process', async () => {
    for (let index = 0; index < 3; index += 1) await fetch(`${service.url}/getWallets?projectId=foyer-dev`)
    await fetch(`${service.url}/getWalletImage/abc?projectId=nope`)
    for (let index = 0; index < 3; index += 1)
      await fetch(`${service.url}/auth/siwx/nonce?projectId=foyer-dev`)
    await fetch(`${service.url}/no/such/path/${Math.random()}`)
    const text = await scrape()
    expect(text).toContain('foyer_http_requests_total{method="GET",route="/getWallets",status="200"} 3')
    expect(text).toContain(
      'foyer_http_requests_total{method="GET",route="/getWalletImage/:id",status="403"} 1',
    )
    expect(text).toContain('foyer_http_requests_total{method="GET",route="unmatched",status="404"} 1')
    expect(text).toContain('foyer_rate_limit_refusals_total{route="/auth/siwx/nonce"} 1')
    expect(text).toMatch(
      /foyer_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/getWallets",status="200"\} \d/,
    )
    // The scrape itself is the one request in flight.
    expect(text).toContain('foyer_http_requests_in_flight 1')
    expect(text).toContain('process_cpu_user_seconds_total')
    expect(text).toContain('nodejs_eventloop_lag_seconds')
  })
})

describe('request logs', () => {
  it('writes one JSON line per request: time, level, request id, method, route pattern, status, duration', async () => {
    lines.length = 0
    const response = await fetch(`${service.url}/getWalletImage/abc?projectId=nope`, {
      headers: { 'x-request-id': 'req-logged-1' },
    })
    expect(response.headers.get('x-request-id')).toBe('req-logged-1')
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'info',
        msg: 'request',
        requestId: 'req-logged-1',
        method: 'GET',
        route: '/getWalletImage/:id',
        status: 403,
        durationMs: expect.any(Number),
        errorCode: 'invalid_project',
      },
    ])
  })

  it('drops lines below FOYER_LOG_LEVEL', () => {
    const kept: string[] = []
    const logger = createServiceLogger({ level: 'warn', write: (line) => kept.push(line) })
    logger.info('quiet')
    logger.debug('quieter')
    logger.warn('loud', { n: 1 })
    expect(kept.map((line) => JSON.parse(line))).toEqual([
      { time: expect.any(String), level: 'warn', msg: 'loud', n: 1 },
    ])
  })
})
