import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { httpRequestTimeoutMs } from '../constants/transport.js'
import {
  HttpRequestError,
  InvalidClientParametersError,
  NetworkRequestError,
  RequestAbortedError,
  ResponseValidationError,
  TimeoutError,
} from '../errors/transport.js'
import { createHttpClient } from './createHttpClient.js'
import { rejectionOf } from './rejectionOf.test-utils.js'
import { startTestServer, type TestServer } from './startTestServer.test-utils.js'

const echoSchema = z.object({
  method: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.string()),
  body: z.optional(z.unknown()),
})

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/fail') return { status: 503, body: 'upstream is down' }
    if (request.path === '/not-json') return { body: '<html>oops</html>' }
    if (request.path === '/empty') return { status: 204 }
    if (request.path === '/hang') return 'hang'
    return { body: request }
  })
})

afterAll(() => server.close())

describe('createHttpClient', () => {
  it('sends nothing when created', () => {
    const before = server.requests.length
    createHttpClient({ baseUrl: server.url, query: { clientId: 'c1' } })
    expect(server.requests.length).toBe(before)
  })

  it('GET adds the default query to the request query and parses the response', async () => {
    const client = createHttpClient({ baseUrl: `${server.url}/`, query: { clientId: 'c1', projectId: 'p1' } })
    const data = await client.get('/v1/things', {
      query: { page: 2, chains: ['eip155:1', 'eip155:10'], empty: [], skipped: undefined, flag: false },
      schema: echoSchema,
    })
    expect(data).toEqual({
      method: 'GET',
      path: '/v1/things',
      query: { clientId: 'c1', projectId: 'p1', page: '2', chains: 'eip155:1,eip155:10', flag: 'false' },
      body: undefined,
    })
  })

  it('accepts a path without a leading slash and a base URL with a path', async () => {
    const client = createHttpClient({ baseUrl: `${server.url}/api` })
    const data = await client.get('v1/supported-chains', { schema: echoSchema })
    expect(data.path).toBe('/api/v1/supported-chains')
  })

  it.each(['post', 'put', 'delete'] as const)('%s sends a JSON body', async (method) => {
    const client = createHttpClient({
      baseUrl: server.url,
      query: { clientId: 'c1' },
      headers: { 'x-a': 'b' },
    })
    const before = server.requests.length
    const data = await client[method]('/items/1', {
      body: { amount: '1.5', list: [1, 2] },
      schema: echoSchema,
    })
    expect(data).toEqual({
      method: method.toUpperCase(),
      path: '/items/1',
      query: { clientId: 'c1' },
      body: { amount: '1.5', list: [1, 2] },
    })
    const recorded = server.requests[before]
    expect(recorded?.headers['content-type']).toBe('application/json')
    expect(recorded?.headers['x-a']).toBe('b')
  })

  it('throws HttpRequestError with the status, URL and body on a non-OK response', async () => {
    const client = createHttpClient({ baseUrl: server.url, query: { clientId: 'c1' } })
    const error = await rejectionOf(client.post('/fail', { body: { a: 1 }, schema: z.unknown() }))
    expect(error).toBeInstanceOf(HttpRequestError)
    const httpError = error as HttpRequestError
    expect(httpError.shortMessage).toBe('HTTP status code: 503')
    expect(httpError.status).toBe(503)
    expect(httpError.url).toBe(`${server.url}/fail?clientId=c1`)
    expect(httpError.details).toBe('upstream is down')
    expect(httpError.body).toBe('upstream is down')
    expect(httpError.message).toContain('Request body: {"a":1}')
  })

  it('throws ResponseValidationError naming the path and the zod message on a mismatch', async () => {
    const client = createHttpClient({ baseUrl: server.url })
    const schema = z.object({ count: z.number() })
    const error = await rejectionOf(client.get('/v1/wallets', { schema }))
    expect(error).toBeInstanceOf(ResponseValidationError)
    const validationError = error as ResponseValidationError
    expect(validationError.path).toBe('GET /v1/wallets')
    expect(validationError.shortMessage).toContain('GET /v1/wallets')
    expect(validationError.details).toContain('count')
    expect(validationError.details).toContain('Required')
  })

  it('throws ResponseValidationError when the body is not JSON', async () => {
    const client = createHttpClient({ baseUrl: server.url })
    const error = await rejectionOf(client.get('/not-json', { schema: z.unknown() }))
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as ResponseValidationError).details).toContain('not JSON')
  })

  it('parses an empty body as undefined', async () => {
    const client = createHttpClient({ baseUrl: server.url })
    await expect(client.delete('/empty', { schema: z.undefined() })).resolves.toBeUndefined()
  })

  it('looks fetch up only when a request is sent', async () => {
    const realFetch = globalThis.fetch
    const seen: string[] = []
    Reflect.deleteProperty(globalThis, 'fetch')
    try {
      const client = createHttpClient({ baseUrl: server.url })
      globalThis.fetch = (input, init) => {
        seen.push(String(input))
        return realFetch(input, init)
      }
      await client.get('/late', { schema: echoSchema })
    } finally {
      globalThis.fetch = realFetch
    }
    expect(seen).toEqual([`${server.url}/late`])
  })

  it('uses an injected fetch', async () => {
    const seen: string[] = []
    const client = createHttpClient({
      baseUrl: server.url,
      fetch: (input, init) => {
        seen.push(String(input))
        return fetch(input, init)
      },
    })
    await client.get('/injected', { schema: echoSchema })
    expect(seen).toEqual([`${server.url}/injected`])
  })

  it('throws RequestAbortedError when the signal aborts', async () => {
    const client = createHttpClient({ baseUrl: server.url })
    const controller = new AbortController()
    const pending = client.get('/hang', { schema: z.unknown(), signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('fails with TimeoutError when no answer comes within the timeout (client default or per request)', async () => {
    const client = createHttpClient({ baseUrl: server.url, timeoutMs: 50 })
    const error = await rejectionOf(client.get('/hang', { schema: z.unknown() }))
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ shortMessage: 'The request took too long to respond.', timeout: 50 })
    const perRequest = await rejectionOf(
      createHttpClient({ baseUrl: server.url }).post('/hang', {
        schema: z.unknown(),
        body: {},
        timeoutMs: 30,
      }),
    )
    expect(perRequest).toMatchObject({ name: 'TimeoutError', timeout: 30 })
  })

  it('still takes an answer that came while the thread was too busy to see it before the deadline', async () => {
    const client = createHttpClient({ baseUrl: server.url, timeoutMs: 50 })
    const pending = client.get('/busy', { schema: z.object({ path: z.string() }) })
    // The server (in this thread) answers at once, but this thread only looks again after the deadline.
    const until = Date.now() + 50 + 200
    while (Date.now() < until) {
      // A long task, as on a slow device parsing a large script.
    }
    expect(await pending).toMatchObject({ path: '/busy' })
  })

  it('times out after 10 s by default', async () => {
    vi.useFakeTimers()
    try {
      const client = createHttpClient({
        baseUrl: server.url,
        fetch: (_input, init) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      })
      let settled = false
      const pending = rejectionOf(client.get('/never', { schema: z.unknown() })).finally(() => {
        settled = true
      })
      await vi.advanceTimersByTimeAsync(httpRequestTimeoutMs - 1)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await pending).toMatchObject({ name: 'TimeoutError', timeout: 10_000 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('rejects a timeout that is not a positive integer', () => {
    expect(() => createHttpClient({ baseUrl: server.url, timeoutMs: 0 })).toThrow(/timeoutMs/)
  })

  it('throws NetworkRequestError when nothing listens', async () => {
    const closed = await startTestServer(() => ({ body: {} }))
    await closed.close()
    const client = createHttpClient({ baseUrl: closed.url })
    await expect(client.get('/x', { schema: z.unknown() })).rejects.toBeInstanceOf(NetworkRequestError)
  })

  it('rejects a bad base URL, naming the field', () => {
    expect(() => createHttpClient({ baseUrl: 'not a url' })).toThrow(InvalidClientParametersError)
    expect(() => createHttpClient({ baseUrl: 'not a url' })).toThrow(/baseUrl/)
  })

  it('builds URLs without sending anything', () => {
    const before = server.requests.length
    const client = createHttpClient({ baseUrl: server.url, query: { projectId: 'p1' } })
    expect(client.url('/img/a b', { st: 'react' })).toBe(`${server.url}/img/a%20b?projectId=p1&st=react`)
    expect(server.requests.length).toBe(before)
  })
})
