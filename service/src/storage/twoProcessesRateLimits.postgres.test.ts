import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { runService, stopService } from '../runService.test-utils.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'

let services: ReturnType<typeof runService>[] = []
let a: string
let b: string

beforeAll(async () => {
  const serverUrl = inject('foyerPostgresUrl')
  if (!serverUrl) throw new Error('The devnet-postgres project provides a Postgres server')
  const databaseUrl = await createPostgresDatabase(serverUrl, `limits_${randomBytes(6).toString('hex')}`)
  const env = {
    DATABASE_URL: databaseUrl,
    FOYER_DEV_CONVENIENCES: '1',
    // A chain from the environment (never called here) keeps the service from reading a running devnet's info.
    FOYER_RPC_URL_1: 'http://127.0.0.1:9',
    FOYER_LIMITS: JSON.stringify({
      analyticsEvents: 5,
      rateLimits: { siwx: { max: 10, windowSeconds: 3600 } },
    }),
  }
  services = [runService(env), runService(env)]
  ;[a, b] = (await Promise.all(services.map((service) => service.url))) as [string, string]
})
afterAll(async () => {
  const codes = await Promise.all(services.map(stopService))
  expect(codes).toEqual(services.map(() => 0))
})

function postEvent(base: string, eventId: string) {
  return fetch(`${base}/e?projectId=foyer-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      eventId,
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: 1_760_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN' },
    }),
  })
}

describe('two service processes on one Postgres count limits together', () => {
  it('let exactly max of many parallel requests spread over both through, then both refuse', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        fetch(`${index % 2 ? a : b}/auth/siwx/nonce?projectId=foyer-dev`),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    for (const base of [a, b]) {
      const refused = await fetch(`${base}/auth/siwx/nonce?projectId=foyer-dev`)
      expect(refused.status).toBe(429)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(3500)
      expect(retryAfter).toBeLessThanOrEqual(3600)
      expect(await refused.json()).toMatchObject({ error: 'too_many_requests' })
    }
  })

  it('store an analytics event sent to both at once once, and fill the store to its cap exactly', async () => {
    const same = await Promise.all([a, b, a, b].map((base) => postEvent(base, 'shared-event')))
    expect(same.map((response) => response.status)).toEqual([202, 202, 202, 202])
    const flood = await Promise.all(
      Array.from({ length: 12 }, (_, index) => postEvent(index % 2 ? a : b, `event-${index}`)),
    )
    expect(flood.filter((response) => response.status === 202)).toHaveLength(4)
    expect(flood.filter((response) => response.status === 429)).toHaveLength(8)
    const { events } = (await (await fetch(`${a}/dev/analytics`)).json()) as { events: { eventId: string }[] }
    expect(events).toHaveLength(5)
    expect(events.filter((event) => event.eventId === 'shared-event')).toHaveLength(1)
  })
})
