import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientKey, rateLimitedRoutes } from './createRouteRateLimiter.js'
import type { RateLimitGroup } from './serviceLimits.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

/** Writes that need no rate limit of their own: a session, a dev-only route, or a read sent as a POST. */
const exempt = new Map([
  ['POST /auth/signout', 'needs a session'],
  ['PUT /auth/keys', 'needs a session'],
  ['PUT /auth/keys/protection', "needs a session and the frame key's signature"],
  ['POST /auth/keys/frame-key', 'needs a session (and takes one key per session)'],
  ['POST /auth/email/update', 'needs a session'],
  ['POST /auth/email/update/primary', 'needs a session'],
  ['POST /auth/email/update/secondary', 'needs a session'],
  ['DELETE /dev/analytics', 'dev convenience (loopback only)'],
  ['DELETE /dev/auth/email/cooldown', 'dev convenience (loopback only)'],
  ['POST /v1/convert/build-transaction', 'a read: builds calldata, stores nothing'],
  ['POST /v1/fungible/price', 'a read'],
  ['POST /v1/onramp/quote', 'a read: stores nothing'],
])

const max = 2
const windowSeconds = 60
const groups: RateLimitGroup[] = [...new Set(Object.values(rateLimitedRoutes))]
let time = 1_800_000_000_000
let service: ReferenceService

beforeAll(async () => {
  service = await startReferenceService({
    devConveniences: true,
    trustProxy: true,
    oauthRedirectUris: ['http://localhost:5173/cb'],
    // Registers the Farcaster routes; no test here reaches the relay (bodies are refused first).
    farcaster: {
      relayUrl: 'http://127.0.0.1:9/',
      rpcUrl: 'http://127.0.0.1:9/',
      idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
    },
    limits: {
      rateLimits: Object.fromEntries(groups.map((group) => [group, { max, windowSeconds }])),
    },
    now: () => time,
    storage: await testServiceStorage(),
  })
})
afterAll(() => service?.stop())

/** One request to the route `METHOD pattern` (path parameters filled in) from the client `ip`. */
function call(route: string, ip: string) {
  const [method = 'GET', pattern = '/'] = route.split(' ')
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'provider' ? 'google' : 'x'))
  return fetch(`${service.url}${path}?projectId=foyer-dev`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
  })
}

describe('rate limits on every unauthenticated write', () => {
  it('covers every write route the service has, and names only routes it has', () => {
    const routes = service.routes()
    const writes = routes.filter((route) => !route.startsWith('GET ') && !route.startsWith('HEAD '))
    const unlisted = writes.filter((route) => !(route in rateLimitedRoutes) && !exempt.has(route))
    expect(unlisted).toEqual([])
    expect(Object.keys(rateLimitedRoutes).filter((route) => !routes.includes(route))).toEqual([])
  })

  it('answers each limited route 429 with retry-after past max per window, and again after the window', async () => {
    const entries = Object.keys(rateLimitedRoutes)
    const ipOf = (index: number) => `10.0.${index}.1`
    for (const [index, route] of entries.entries()) {
      for (let attempt = 0; attempt < max; attempt++) {
        const response = await call(route, ipOf(index))
        expect(response.status, `${route} attempt ${attempt + 1}`).not.toBe(429)
      }
      time += 1_000
      const refused = await call(route, ipOf(index))
      expect(refused.status, route).toBe(429)
      expect(Number(refused.headers.get('retry-after')), route).toBeGreaterThan(40)
      expect(Number(refused.headers.get('retry-after')), route).toBeLessThanOrEqual(windowSeconds)
      expect(await refused.json(), route).toMatchObject({
        error: 'too_many_requests',
        details: expect.stringContaining(`rate-${rateLimitedRoutes[route]}`),
      })
    }
    time += windowSeconds * 1000
    for (const [index, route] of entries.entries()) {
      expect((await call(route, ipOf(index))).status, `${route} after the window`).not.toBe(429)
    }
  })

  it('counts the routes of one group together, per client, and leaves other groups alone', async () => {
    time += windowSeconds * 1000
    expect((await call('POST /auth/oauth/start', '10.9.0.1')).status).not.toBe(429)
    expect((await call('POST /auth/oauth/token', '10.9.0.1')).status).not.toBe(429)
    expect((await call('POST /auth/oauth/cancel', '10.9.0.1')).status).toBe(429)
    expect((await call('POST /auth/email/connect', '10.9.0.2')).status).not.toBe(429)
    expect((await call('POST /auth/email/verify', '10.9.0.1')).status).not.toBe(429)
  })

  it('lets exactly max of many parallel requests through', async () => {
    time += windowSeconds * 1000
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => call('POST /auth/siwx/verify', '10.8.0.1')),
    )
    expect(responses.filter((response) => response.status !== 429)).toHaveLength(max)
  })

  it('counts an IPv6 client by its /64', async () => {
    time += windowSeconds * 1000
    expect((await call('POST /e', '2001:db8:1:2::1')).status).not.toBe(429)
    expect((await call('POST /e', '2001:db8:1:2:ffff::9')).status).not.toBe(429)
    expect((await call('POST /e', '2001:db8:1:2:aaaa:bbbb:cccc:dddd')).status).toBe(429)
    expect((await call('POST /e', '2001:db8:1:3::1')).status).not.toBe(429)
  })
})

describe('clientKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and reduces IPv6 to its /64', () => {
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1')
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('2001:0DB8:0001:0002:0003:0004:0005:0006')).toBe('2001:db8:1:2::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
  })
})
