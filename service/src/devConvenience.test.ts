import { afterEach, describe, expect, it, vi } from 'vitest'
import { isLoopbackHost } from './isLoopbackHost.js'
import { ReferenceServiceOptionsError } from './serviceErrors.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

const running: ReferenceService[] = []
afterEach(async () => {
  vi.unstubAllEnvs()
  await Promise.all(running.splice(0).map((service) => service.stop()))
})

async function start(parameters: Parameters<typeof startReferenceService>[0] = {}) {
  const service = await startReferenceService(parameters)
  running.push(service)
  return service
}

const redirect = 'http://127.0.0.1:5173/'
const devRoutes: Route[] = [
  { method: 'GET', path: '/dev/analytics' },
  { method: 'DELETE', path: '/dev/analytics' },
  { method: 'DELETE', path: '/dev/auth/email/cooldown?email=a@example.com' },
]

type Route = { method: string; path: string; body?: unknown }

function call(service: ReferenceService, route: Route) {
  return fetch(`${service.url}${route.path}`, {
    method: route.method,
    headers: { 'content-type': 'application/json' },
    redirect: 'manual',
    ...(route.body ? { body: JSON.stringify(route.body) } : {}),
  })
}

describe('dev conveniences', () => {
  it('are off unless turned on: dev OAuth and the analytics dump answer 404 with a JSON error', async () => {
    vi.stubEnv('FOYER_DEV_CONVENIENCES', '')
    const service = await start({ oauthRedirectUris: [redirect] })
    for (const route of devRoutes) {
      const response = await call(service, route)
      expect(response.status, `${route.method} ${route.path}`).toBe(404)
      expect(response.headers.get('location')).toBeNull()
      const body = (await response.json()) as { error: string; message: string; details: string }
      expect(body.error).toBe('dev_conveniences_off')
      expect(body.message).toBe(
        `${route.method} ${route.path.split('?')[0]} is a dev convenience, off on this service`,
      )
      expect(body.details).toContain('devConveniences: true')
      expect(JSON.stringify(body)).not.toMatch(/\d{6}/)
    }
    // Without the stand-in, an OAuth login starts only with a provider the service was given.
    const oauthStart = await call(service, {
      method: 'POST',
      path: '/auth/oauth/start',
      body: {
        provider: 'github',
        projectId: 'foyer-dev',
        appOrigin: 'http://127.0.0.1:5173',
        redirect_uri: redirect,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        frameSecretHash: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      },
    })
    expect(oauthStart.status).toBe(404)
    expect(await oauthStart.json()).toMatchObject({
      message: 'Sign-in with github is not configured on this service',
    })
  })

  it('are on with devConveniences: true, or FOYER_DEV_CONVENIENCES=1 when the option is absent', async () => {
    for (const service of [
      await start({ devConveniences: true }),
      await (async () => {
        vi.stubEnv('FOYER_DEV_CONVENIENCES', '1')
        return start()
      })(),
    ]) {
      expect((await fetch(`${service.url}/dev/analytics`)).status).toBe(200)
    }
    vi.stubEnv('FOYER_DEV_CONVENIENCES', '1')
    const off = await start({ devConveniences: false })
    expect((await fetch(`${off.url}/dev/analytics`)).status).toBe(404)
  })

  it('are refused at start on a non-loopback address, naming the option', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com']) {
      const error = await startReferenceService({ host, devConveniences: true }).catch((caught) => caught)
      expect(error).toBeInstanceOf(ReferenceServiceOptionsError)
      expect((error as ReferenceServiceOptionsError).shortMessage).toBe(
        `devConveniences (or FOYER_DEV_CONVENIENCES=1) is refused on the non-loopback host ${host}`,
      )
    }
    vi.stubEnv('FOYER_DEV_CONVENIENCES', '1')
    await expect(startReferenceService({ host: '0.0.0.0' })).rejects.toThrow(/devConveniences/)
  })

  it('names a bad option or environment variable', async () => {
    await expect(startReferenceService({ oauthRedirectUris: ['javascript:alert(1)'] })).rejects.toMatchObject(
      {
        name: 'ReferenceServiceOptionsError',
        details: expect.stringContaining('oauthRedirectUris'),
      },
    )
    await expect(startReferenceService({ limits: { analyticsEvents: 0 } })).rejects.toMatchObject({
      details: expect.stringContaining('limits.analyticsEvents'),
    })
    const typo = { devConvenience: true } as Parameters<typeof startReferenceService>[0]
    await expect(startReferenceService(typo)).rejects.toMatchObject({
      details: expect.stringContaining('devConvenience'),
    })
    vi.stubEnv('FOYER_DEV_CONVENIENCES', 'yes')
    await expect(startReferenceService()).rejects.toMatchObject({
      shortMessage: 'Invalid reference service environment',
      details: expect.stringContaining('FOYER_DEV_CONVENIENCES'),
    })
    await expect(startReferenceService({ publicUrl: 'https://api.example/?x=1' })).rejects.toMatchObject({
      details: expect.stringContaining('publicUrl'),
    })
    vi.stubEnv('FOYER_DEV_CONVENIENCES', '')
    vi.stubEnv('FOYER_PUBLIC_URL', 'ftp://api.example')
    await expect(startReferenceService()).rejects.toMatchObject({
      details: expect.stringContaining('FOYER_PUBLIC_URL'),
    })
  })

  it('listens on an IPv6 loopback address with a bracketed URL', async () => {
    const service = await start({ host: '::1', devConveniences: true }).catch(() => undefined)
    if (!service) return // no IPv6 on this machine
    expect(service.url).toMatch(/^http:\/\/\[::1\]:\d+$/)
    expect((await fetch(`${service.url}/dev/analytics`)).status).toBe(200)
  })
})

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.1', false],
    ['128.0.0.1', false],
    ['localhost.example.com', false],
    ['::ffff:10.0.0.1', false],
  ])('%s: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback)
  })
})
