import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import {
  HttpRequestError,
  InvalidClientParametersError,
  NetworkRequestError,
  ResponseValidationError,
  RpcRequestError,
  TimeoutError,
  UrlRequiredError,
} from '../errors/transport.js'
import { coreFirstLoadInputs } from './coreFirstLoadInputs.test-utils.js'
import { createJsonRpcTransport } from './createJsonRpcTransport.js'
import { rejectionOf } from './rejectionOf.test-utils.js'
import { type RecordedRequest, startTestServer, type TestServer } from './startTestServer.test-utils.js'

type RpcMessage = { jsonrpc: string; id: number; method: string; params?: unknown }

function answer(message: RpcMessage): object {
  if (message.method === 'fail') {
    return {
      jsonrpc: '2.0',
      id: message.id,
      error: { code: -32000, message: 'execution reverted', data: '0xdead' },
    }
  }
  if (message.method === 'nothing') return { jsonrpc: '2.0', id: message.id }
  if (message.method === 'null') return { jsonrpc: '2.0', id: message.id, result: null }
  return { jsonrpc: '2.0', id: message.id, result: { method: message.method, params: message.params } }
}

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((request) => {
    const body = request.body as RpcMessage | RpcMessage[]
    if (Array.isArray(body)) {
      if (body.some((message) => message.method === 'hang')) return 'hang'
      // Answer out of order so matching by id is exercised.
      return { body: body.map(answer).reverse() }
    }
    if (body.method === 'hang') return 'hang'
    if (body.method === 'http500') return { status: 500, body: 'internal failure' }
    if (body.method === 'garbled') return { body: { jsonrpc: '1.0', id: body.id, result: 1 } }
    if (body.method === 'wrongId') return { body: { jsonrpc: '2.0', id: 999_999, result: 1 } }
    if (body.method === 'unreadable') {
      return { body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } } }
    }
    return { body: answer(body) }
  })
})

afterAll(() => server.close())

function requestsSince(start: number): RecordedRequest[] {
  return server.requests.slice(start)
}

describe('createJsonRpcTransport', () => {
  // The transport checks its options on the first load; sending and the response schemas load with the first request.
  it("keeps the sending and the response schemas off @foyer/core's first load", async () => {
    const { firstLoad, all } = await coreFirstLoadInputs()
    expect(firstLoad).toContainEqual(expect.stringMatching(/net\/createJsonRpcTransport\.ts$/))
    expect(firstLoad).not.toContainEqual(expect.stringMatching(/net\/sendJsonRpcBatch\.ts$/))
    expect(all).toContainEqual(expect.stringMatching(/net\/sendJsonRpcBatch\.ts$/))
  })

  it('throws UrlRequiredError with the exact message when the URL is missing or empty', () => {
    for (const url of [undefined, '', '   ']) {
      expect(() => createJsonRpcTransport(url)).toThrow(UrlRequiredError)
    }
    const error = (() => {
      try {
        createJsonRpcTransport('')
      } catch (e) {
        return e as UrlRequiredError
      }
    })()
    expect(error?.shortMessage).toBe(
      'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
    )
  })

  it('rejects bad options, naming the field', () => {
    expect(() => createJsonRpcTransport(server.url, { timeout: -1 })).toThrow(InvalidClientParametersError)
    expect(() => createJsonRpcTransport(server.url, { batch: { batchSize: 0 } })).toThrow(/batch\.batchSize/)
  })

  it('sends nothing when created', () => {
    const start = server.requests.length
    createJsonRpcTransport(server.url)
    expect(requestsSince(start)).toHaveLength(0)
  })

  it('sends one JSON-RPC 2.0 request and returns its result', async () => {
    const transport = createJsonRpcTransport(server.url)
    const start = server.requests.length
    const result = await transport.request({ method: 'eth_chainId' })
    expect(result).toEqual({ method: 'eth_chainId' })
    const [recorded] = requestsSince(start)
    expect(recorded?.method).toBe('POST')
    expect(recorded?.headers['content-type']).toBe('application/json')
    expect(recorded?.body).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
  })

  it('uses incrementing ids and passes params', async () => {
    const transport = createJsonRpcTransport(server.url, { batch: false })
    const start = server.requests.length
    await transport.request({ method: 'a', params: ['0x1', true] })
    await transport.request({ method: 'b', params: { key: 'value' } })
    const bodies = requestsSince(start).map((request) => request.body)
    expect(bodies).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'a', params: ['0x1', true] },
      { jsonrpc: '2.0', id: 2, method: 'b', params: { key: 'value' } },
    ])
  })

  it('sends same-tick requests as one batch array and matches answers by id', async () => {
    const transport = createJsonRpcTransport(server.url)
    const start = server.requests.length
    const results = await Promise.all([
      transport.request({ method: 'first', params: [1] }),
      transport.request({ method: 'second', params: [2] }),
      transport.request({ method: 'third', params: [3] }),
    ])
    expect(results).toEqual([
      { method: 'first', params: [1] },
      { method: 'second', params: [2] },
      { method: 'third', params: [3] },
    ])
    const calls = requestsSince(start)
    expect(calls).toHaveLength(1)
    expect(Array.isArray(calls[0]?.body)).toBe(true)
    expect(((calls[0]?.body ?? []) as RpcMessage[]).map((message) => message.id)).toEqual([1, 2, 3])
  })

  it('splits 2500 same-tick requests into 3 HTTP calls of at most 1000', async () => {
    const transport = createJsonRpcTransport(server.url)
    const start = server.requests.length
    const results = await Promise.all(
      Array.from({ length: 2500 }, (_, index) => transport.request({ method: 'echo', params: [index] })),
    )
    expect(results.every((result, index) => (result as { params: number[] }).params[0] === index)).toBe(true)
    const sizes = requestsSince(start).map((request) => (request.body as unknown[]).length)
    expect(sizes).toEqual([1000, 1000, 500])
  })

  it('honours a custom batch size and wait', async () => {
    const transport = createJsonRpcTransport(server.url, { batch: { batchSize: 2, wait: 20 } })
    const start = server.requests.length
    const first = transport.request({ method: 'a' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const rest = [transport.request({ method: 'b' }), transport.request({ method: 'c' })]
    await Promise.all([first, ...rest])
    const shapes = requestsSince(start).map((request) =>
      Array.isArray(request.body) ? request.body.length : 'single',
    )
    expect(shapes).toEqual([2, 'single'])
  })

  it('returns a null result as null', async () => {
    const transport = createJsonRpcTransport(server.url)
    await expect(transport.request({ method: 'null' })).resolves.toBeNull()
  })

  it('parses the result with a schema when given one', async () => {
    const transport = createJsonRpcTransport(server.url)
    const schema = z.object({ method: z.string() })
    await expect(transport.request({ method: 'x', schema })).resolves.toEqual({ method: 'x' })
    const error = await rejectionOf<ResponseValidationError>(
      transport.request({ method: 'x', schema: z.string() }),
    )
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error.path).toContain('(x)')
  })

  it('throws RpcRequestError with the error body, only for the failed request of a batch', async () => {
    const transport = createJsonRpcTransport(server.url)
    const [failed, succeeded] = await Promise.allSettled([
      transport.request({ method: 'fail' }),
      transport.request({ method: 'ok' }),
    ])
    expect(succeeded).toEqual({ status: 'fulfilled', value: { method: 'ok' } })
    expect(failed?.status).toBe('rejected')
    const error = (failed as PromiseRejectedResult).reason as RpcRequestError
    expect(error).toBeInstanceOf(RpcRequestError)
    expect(error.code).toBe(-32000)
    expect(error.shortMessage).toBe('execution reverted')
    expect(error.data).toBe('0xdead')
    expect(error.details).toContain('-32000')
  })

  it('throws RpcRequestError for every request when the server answers with one id-less error', async () => {
    const transport = createJsonRpcTransport(server.url)
    const error = await rejectionOf<RpcRequestError>(transport.request({ method: 'unreadable' }))
    expect(error).toBeInstanceOf(RpcRequestError)
    expect(error.code).toBe(-32700)
  })

  it('throws TimeoutError when the server never answers', async () => {
    const transport = createJsonRpcTransport(server.url, { timeout: 100 })
    const started = Date.now()
    const results = await Promise.allSettled([
      transport.request({ method: 'hang' }),
      transport.request({ method: 'other' }),
    ])
    expect(Date.now() - started).toBeLessThan(2000)
    for (const result of results) {
      expect(result.status).toBe('rejected')
      const error = (result as PromiseRejectedResult).reason as TimeoutError
      expect(error).toBeInstanceOf(TimeoutError)
      expect(error.timeout).toBe(100)
      expect(error.url).toBe(server.url)
    }
  })

  it('with no options, times out at 10000 ms and not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const transport = createJsonRpcTransport(server.url)
      let settled: unknown
      const pending = transport.request({ method: 'hang' }).catch((error: unknown) => {
        settled = error
      })
      await vi.advanceTimersByTimeAsync(9_999)
      expect(settled).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      await vi.waitFor(() => expect(settled).toBeInstanceOf(TimeoutError))
      await pending
      expect(settled).toMatchObject({
        shortMessage: 'The request took too long to respond.',
        details: 'The request timed out after 10000 ms.',
        timeout: 10_000,
        url: server.url,
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('throws HttpRequestError with the status and body on a non-OK answer', async () => {
    const transport = createJsonRpcTransport(server.url)
    const error = await rejectionOf<HttpRequestError>(transport.request({ method: 'http500' }))
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.shortMessage).toBe('HTTP status code: 500')
    expect(error.status).toBe(500)
    expect(error.details).toBe('internal failure')
    expect(error.message).toContain('"method":"http500"')
  })

  it('throws ResponseValidationError for a malformed envelope or a missing id', async () => {
    const transport = createJsonRpcTransport(server.url, { batch: false })
    const garbled = await rejectionOf<ResponseValidationError>(transport.request({ method: 'garbled' }))
    expect(garbled).toBeInstanceOf(ResponseValidationError)
    expect(garbled.details).toContain('jsonrpc')
    const wrongId = await rejectionOf<ResponseValidationError>(transport.request({ method: 'wrongId' }))
    expect(wrongId).toBeInstanceOf(ResponseValidationError)
    expect(wrongId.details).toContain('No response has id')
    const nothing = await rejectionOf<ResponseValidationError>(transport.request({ method: 'nothing' }))
    expect(nothing).toBeInstanceOf(ResponseValidationError)
    expect(nothing.details).toContain('neither result nor error')
  })

  it('throws NetworkRequestError when nothing listens', async () => {
    const closed = await startTestServer(() => ({ body: {} }))
    await closed.close()
    const transport = createJsonRpcTransport(closed.url)
    await expect(transport.request({ method: 'x' })).rejects.toBeInstanceOf(NetworkRequestError)
  })

  it('uses an injected fetch, looked up at request time', async () => {
    const seen: string[] = []
    const transport = createJsonRpcTransport(server.url, {
      fetch: (input, init) => {
        seen.push(String(init?.body))
        return fetch(input, init)
      },
    })
    expect(seen).toEqual([])
    await transport.request({ method: 'eth_blockNumber' })
    expect(seen).toEqual(['{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}'])
  })
})
