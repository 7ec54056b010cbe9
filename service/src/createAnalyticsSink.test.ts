import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

let service: ReferenceService

beforeAll(async () => {
  service = await startReferenceService({ devConveniences: true, storage: await testServiceStorage() })
})
afterAll(() => service.stop())

const event = {
  eventId: '1f0c6e4e-8f39-4d0b-9d55-1f7b4c6d2a11',
  url: 'http://localhost:5173/swap',
  domain: 'localhost',
  timestamp: 1_760_000_000_000,
  props: { type: 'track', event: 'SWAP_SUCCESS', properties: { network: 'eip155:1' } },
}

function post(body: string, projectId = 'foyer-dev') {
  return fetch(`${service.url}/e?projectId=${projectId}&st=appkit&sv=0.0.0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
}

describe('analytics sink', () => {
  it('stores valid events and shows them at /dev/analytics until cleared', async () => {
    await fetch(`${service.url}/dev/analytics`, { method: 'DELETE' })
    expect(await (await fetch(`${service.url}/dev/analytics`)).json()).toEqual({ events: [] })
    const response = await post(JSON.stringify(event))
    expect(response.status).toBe(202)
    const { events } = (await (await fetch(`${service.url}/dev/analytics`)).json()) as { events: unknown[] }
    expect(events).toEqual([{ ...event, projectId: 'foyer-dev', receivedAt: expect.any(Number) }])
    expect(await service.analytics.events()).toHaveLength(1)
    await service.analytics.clear()
    expect(await (await fetch(`${service.url}/dev/analytics`)).json()).toEqual({ events: [] })
  })

  it('rejects malformed JSON, missing fields and unknown projects without storing anything', async () => {
    await service.analytics.clear()
    const malformed = await post('{"eventId": ')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ error: 'malformed_json' })
    const { url: _url, ...withoutUrl } = event
    const missing = await post(JSON.stringify(withoutUrl))
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toContain('"url"')
    const badTimestamp = await post(JSON.stringify({ ...event, timestamp: 'yesterday' }))
    expect(((await badTimestamp.json()) as { message: string }).message).toContain('"timestamp"')
    const unknown = await post(JSON.stringify(event), 'unknown-project')
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toMatchObject({ message: 'Invalid App Configuration' })
    expect(await service.analytics.events()).toEqual([])
  })

  it('keeps at most limits.analyticsEvents events and limits.analyticsBytes of JSON: a full store refuses new ones and keeps the old', async () => {
    const small = await startReferenceService({
      limits: { analyticsEvents: 3, analyticsBytes: 2_000 },
      storage: await testServiceStorage(),
    })
    const send = (index: number, padding = '') =>
      fetch(`${small.url}/e?projectId=foyer-dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...event,
          eventId: `event-${index}`,
          props: { ...event.props, properties: { padding } },
        }),
      })
    try {
      for (let index = 0; index < 3; index++) expect((await send(index)).status).toBe(202)
      for (let index = 3; index < 6; index++) {
        const refused = await send(index)
        expect(refused.status).toBe(429)
        expect(await refused.json()).toMatchObject({ error: 'limit_reached' })
      }
      expect((await small.analytics.events()).map((stored) => stored.eventId)).toEqual([
        'event-0',
        'event-1',
        'event-2',
      ])
      await small.analytics.clear()
      expect((await send(6, 'x'.repeat(600))).status).toBe(202)
      expect((await send(7, 'x'.repeat(600))).status).toBe(202)
      expect((await send(8, 'x'.repeat(600))).status).toBe(429)
      const kept = await small.analytics.events()
      expect(kept.map((stored) => stored.eventId)).toEqual(['event-6', 'event-7'])
      const bytes = kept.reduce((sum, stored) => sum + Buffer.byteLength(JSON.stringify(stored)), 0)
      expect(bytes).toBeLessThanOrEqual(2_000)
    } finally {
      await small.stop()
    }
  })

  it('stores an event id once per project, however often and however concurrently it is sent', async () => {
    await service.analytics.clear()
    const body = JSON.stringify({ ...event, eventId: 'resent-event' })
    const responses = await Promise.all([post(body), post(body), post(body), post(body)])
    expect(responses.map((response) => response.status)).toEqual([202, 202, 202, 202])
    expect((await post(body)).status).toBe(202)
    expect((await service.analytics.events()).map((stored) => stored.eventId)).toEqual(['resent-event'])
  })

  it('answers a resent event 202 even when the store is full, and counts it once', async () => {
    const small = await startReferenceService({
      limits: { analyticsEvents: 1 },
      storage: await testServiceStorage(),
    })
    const send = (eventId: string) =>
      fetch(`${small.url}/e?projectId=foyer-dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...event, eventId }),
      })
    try {
      expect((await send('only')).status).toBe(202)
      expect((await send('only')).status).toBe(202)
      expect((await send('another')).status).toBe(429)
      expect(await small.analytics.events()).toHaveLength(1)
    } finally {
      await small.stop()
    }
  })

  it('refuses a flood from one client with 429 and retry-after (limits.rateLimits.analytics), keeping what was stored', async () => {
    let time = 1_800_000_000_000
    const limited = await startReferenceService({
      limits: { rateLimits: { analytics: { max: 5, windowSeconds: 60 } } },
      now: () => time,
      storage: await testServiceStorage(),
    })
    const send = (index: number) =>
      fetch(`${limited.url}/e?projectId=foyer-dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...event, eventId: `flood-${index}` }),
      })
    try {
      const statuses = await Promise.all(Array.from({ length: 20 }, (_, index) => send(index)))
      expect(statuses.filter((response) => response.status === 202)).toHaveLength(5)
      const refused = statuses.find((response) => response.status === 429) as Response
      expect(refused.headers.get('retry-after')).toBe('60')
      expect(await refused.json()).toMatchObject({ error: 'too_many_requests' })
      expect(await limited.analytics.events()).toHaveLength(5)
      time += 60_000
      expect((await send(100)).status).toBe(202)
      expect(await limited.analytics.events()).toHaveLength(6)
    } finally {
      await limited.stop()
    }
  })
})
