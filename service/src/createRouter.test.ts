import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { callSolanaRpc } from './callSolanaRpc.js'
import { createRouter } from './createRouter.js'
import { getFreePort } from './getFreePort.js'
import { InvalidInputError } from './serviceErrors.js'

let server: Server
let url: string
/** A port nothing listens on: a chain that is down. */
let deadPort: number

beforeAll(async () => {
  deadPort = await getFreePort()
  const router = createRouter()
  router.add('GET', '/bug', () => {
    const missing = undefined as unknown as { field: { nested: string } }
    return { json: missing.field.nested }
  })
  router.add('GET', '/evm-down', async () => {
    const client = createPublicClient({ transport: http(`http://127.0.0.1:${deadPort}`, { retryCount: 0 }) })
    return { json: { block: String(await client.getBlockNumber()) } }
  })
  router.add('GET', '/solana-down', async () => ({
    json: await callSolanaRpc(`http://127.0.0.1:${deadPort}`, 'getSlot', []),
  }))
  router.add('GET', '/evm-error', async () => {
    const client = createPublicClient({ transport: http(`${url}/rpc-error`, { retryCount: 0 }) })
    return { json: { block: String(await client.getBlockNumber()) } }
  })
  router.add('POST', '/rpc-error', () => ({
    json: { jsonrpc: '2.0', id: 0, error: { code: -32000, message: 'header not found' } },
  }))
  router.add('GET', '/bad-input', () => {
    throw new InvalidInputError('Invalid query parameter "x": nope')
  })
  server = createServer((request, response) => {
    router.handle(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function get(path: string) {
  const response = await fetch(`${url}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('createRouter error replies', () => {
  it('answers a bug of the service 500 internal_error and logs it, not as an upstream failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const reply = await get('/bug')
    expect(reply).toEqual({
      status: 500,
      body: { error: 'internal_error', message: 'The service failed on this request' },
    })
    expect(errors).toHaveBeenCalledWith('[foyer-service] internal error', expect.any(TypeError))
    errors.mockRestore()
  })

  it('answers a chain or RPC endpoint that is down 503 chain_unavailable', async () => {
    const errors = vi.spyOn(console, 'error')
    for (const path of ['/evm-down', '/solana-down']) {
      const reply = await get(path)
      expect(reply.status, path).toBe(503)
      expect(reply.body).toMatchObject({ error: 'chain_unavailable', details: expect.any(String) })
    }
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('answers another chain failure (an RPC error reply) 502 upstream_error', async () => {
    const reply = await get('/evm-error')
    expect(reply.status).toBe(502)
    expect(reply.body).toMatchObject({ error: 'upstream_error' })
  })

  it('echoes a well-formed X-Request-Id and replaces a malformed one with a UUID', async () => {
    const given = await fetch(`${url}/bad-input`, { headers: { 'x-request-id': 'trace-42.a:b' } })
    expect(given.headers.get('x-request-id')).toBe('trace-42.a:b')
    const malformed = await fetch(`${url}/bad-input`, { headers: { 'x-request-id': 'no spaces <allowed>' } })
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const absent = await fetch(`${url}/bad-input`)
    expect(absent.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps a service error as it is', async () => {
    expect(await get('/bad-input')).toEqual({
      status: 400,
      body: { error: 'invalid_input', message: 'Invalid query parameter "x": nope' },
    })
  })
})

describe('createRouter base URL (the base of the image URLs the service hands out)', () => {
  async function baseUrlOf(
    options: Parameters<typeof createRouter>[0],
    headers: Record<string, string> = {},
  ): Promise<string> {
    const router = createRouter(options)
    router.add('GET', '/base', (request) => ({ json: { baseUrl: request.baseUrl } }))
    const local = createServer((request, response) => {
      router.handle(request, response).catch(() => response.destroy())
    })
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(local.address() as AddressInfo).port}/base`, {
        headers,
      })
      return ((await response.json()) as { baseUrl: string }).baseUrl
    } finally {
      local.closeAllConnections()
      await new Promise((resolve) => local.close(resolve))
    }
  }
  const forwarded = {
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'api.app.example',
    'x-forwarded-prefix': '/foyer/',
  }

  it('is the request Host by default, and ignores forwarded headers without trustProxy', async () => {
    expect(await baseUrlOf({}, forwarded)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it("follows the proxy's X-Forwarded-Proto, -Host and -Prefix with trustProxy", async () => {
    expect(await baseUrlOf({ trustProxy: true }, forwarded)).toBe('https://api.app.example/foyer')
  })

  it('falls back to the Host when a forwarded header is malformed', async () => {
    const bad = { ...forwarded, 'x-forwarded-host': 'evil.example/<script>' }
    expect(await baseUrlOf({ trustProxy: true }, bad)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const badProto = { ...forwarded, 'x-forwarded-proto': 'javascript' }
    expect(await baseUrlOf({ trustProxy: true }, badProto)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('is publicUrl when set, whatever the headers say', async () => {
    expect(await baseUrlOf({ publicUrl: 'https://cdn.app.example/svc/', trustProxy: true }, forwarded)).toBe(
      'https://cdn.app.example/svc',
    )
  })
})
