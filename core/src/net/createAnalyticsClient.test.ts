import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpRequestError, InvalidClientParametersError } from '../errors/transport.js'
import {
  type AnalyticsClientParameters,
  analyticsEvents,
  createAnalyticsClient,
} from './createAnalyticsClient.js'
import { rejectionOf } from './rejectionOf.test-utils.js'
import { AnalyticsEventBodySchema } from './schemas/analytics.js'
import { startTestServer, type TestServer } from './startTestServer.test-utils.js'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.query.projectId === 'not-allowed') return { status: 403, body: 'origin not on allowlist' }
    return { status: 202 }
  })
})

afterAll(() => server.close())

function createClient(overrides: Partial<AnalyticsClientParameters> = {}) {
  return createAnalyticsClient({
    baseUrl: server.url,
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'react-core-0.0.0',
    enabled: true,
    ...overrides,
  })
}

describe('analyticsEvents', () => {
  it('lists the events of the spec', () => {
    expect(analyticsEvents).toEqual([
      'SWAP_SUCCESS',
      'SWAP_ERROR',
      'SWAP_APPROVAL_ERROR',
      'ERROR_FETCH_TRANSACTIONS',
      'SIWX_AUTH_SUCCESS',
      'SIWX_AUTH_ERROR',
      'CLICK_CANCEL_SIWX',
    ])
  })
})

describe('createAnalyticsClient', () => {
  it('sends nothing when created', () => {
    const before = server.requests.length
    createClient()
    expect(server.requests.length).toBe(before)
  })

  it('posts the event to /e with eventId, url, domain, timestamp and props', async () => {
    const before = server.requests.length
    const startedAt = Date.now()
    const sent = await createClient().sendEvent({
      eventId: 'event-1',
      event: 'SWAP_SUCCESS',
      props: { network: 'eip155:1', swapFromToken: 'ETH' },
    })
    expect(sent).toBe(true)
    const request = server.requests[before]
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/e')
    expect(request?.query).toEqual({ projectId: 'p1', st: 'appkit', sv: 'react-core-0.0.0' })
    const body = AnalyticsEventBodySchema.parse(request?.body)
    expect(body).toEqual({
      eventId: 'event-1',
      url: '',
      domain: '',
      timestamp: body.timestamp,
      props: {
        type: 'track',
        event: 'SWAP_SUCCESS',
        properties: { network: 'eip155:1', swapFromToken: 'ETH' },
      },
    })
    expect(body.timestamp).toBeGreaterThanOrEqual(startedAt)
    expect(body.timestamp).toBeLessThanOrEqual(Date.now())
  })

  it('generates a fresh eventId for each event', async () => {
    const before = server.requests.length
    const client = createClient()
    await client.sendEvent({ event: 'SWAP_ERROR' })
    await client.sendEvent({ event: 'SWAP_ERROR' })
    const ids = server.requests
      .slice(before)
      .map((request) => AnalyticsEventBodySchema.parse(request.body).eventId)
    expect(ids).toHaveLength(2)
    expect(ids[0]).not.toBe(ids[1])
  })

  it('reads url and domain from location when the page has one', async () => {
    const before = server.requests.length
    Object.defineProperty(globalThis, 'location', {
      value: { href: 'https://dapp.example/swap?x=1', hostname: 'dapp.example' },
      configurable: true,
    })
    try {
      await createClient().sendEvent({ event: 'CLICK_CANCEL_SIWX' })
    } finally {
      Reflect.deleteProperty(globalThis, 'location')
    }
    const body = AnalyticsEventBodySchema.parse(server.requests[before]?.body)
    expect(body.url).toBe('https://dapp.example/swap?x=1')
    expect(body.domain).toBe('dapp.example')
  })

  it('never sends anything while disabled', async () => {
    const before = server.requests.length
    const client = createClient({ enabled: false })
    const results = await Promise.all(analyticsEvents.map((event) => client.sendEvent({ event })))
    expect(results.every((sent) => sent === false)).toBe(true)
    expect(client.isEnabled()).toBe(false)
    expect(server.requests.length).toBe(before)
  })

  it('follows an enabled function read at send time', async () => {
    let enabled = false
    const client = createClient({ enabled: () => enabled })
    const before = server.requests.length
    await client.sendEvent({ event: 'SIWX_AUTH_SUCCESS' })
    expect(server.requests.length).toBe(before)
    enabled = true
    await client.sendEvent({ event: 'SIWX_AUTH_SUCCESS' })
    expect(server.requests.length).toBe(before + 1)
    enabled = false
    await client.sendEvent({ event: 'SIWX_AUTH_SUCCESS' })
    expect(server.requests.length).toBe(before + 1)
  })

  it('surfaces a 403 so the caller can show the configuration alert', async () => {
    const error = await rejectionOf<HttpRequestError>(
      createClient({ projectId: 'not-allowed' }).sendEvent({ event: 'SWAP_SUCCESS' }),
    )
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.status).toBe(403)
    expect(error.shortMessage).toBe('HTTP status code: 403')
  })

  it('rejects an empty event name, naming the field', async () => {
    const error = await rejectionOf(createClient().sendEvent({ event: '' }))
    expect(error).toBeInstanceOf(InvalidClientParametersError)
    expect((error as InvalidClientParametersError).fields).toEqual(['event'])
  })

  it('requires the enabled flag', () => {
    const parameters = { baseUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: '1' }
    expect(() => createAnalyticsClient(parameters as AnalyticsClientParameters)).toThrow(/enabled/)
  })
})
