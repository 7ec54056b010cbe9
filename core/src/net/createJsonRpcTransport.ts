import * as z from 'zod/mini'
import {
  jsonRpcVersion,
  transportBatchSize,
  transportBatchWaitMs,
  transportTimeoutMs,
} from '../constants/transport.js'
import {
  type HttpRequestError,
  NetworkRequestError,
  type ResponseValidationError,
  type RpcRequestError,
  type TimeoutError,
  UrlRequiredError,
} from '../errors/transport.js'
import { configureZod } from '../zodConfig.js'
import { fetchFunctionSchema, parseClientParameters } from './parseClientParameters.js'
import type { PendingRequest } from './sendJsonRpcBatch.js'
import { startRequestTimer } from './startRequestTimer.js'

configureZod()

export type JsonRpcBatchOptions = {
  /** Most requests sent in one HTTP call; more are split over several calls. */
  batchSize?: number
  /** Milliseconds to wait collecting requests before sending them. */
  wait?: number
}

export type JsonRpcTransportOptions = {
  timeout?: number
  /** `false` sends every request on its own. */
  batch?: false | JsonRpcBatchOptions
  fetch?: typeof fetch
  headers?: Record<string, string>
}

export type JsonRpcRequestParameters<schema extends z.core.$ZodType = z.core.$ZodType> = {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
  /** Parses `result`; without it the result is returned as the server sent it. */
  schema?: schema
}

export type JsonRpcTransport = {
  readonly url: string
  request<result = unknown>(parameters: {
    method: string
    params?: JsonRpcRequestParameters['params']
  }): Promise<result>
  request<schema extends z.core.$ZodType>(
    parameters: JsonRpcRequestParameters<schema> & { schema: schema },
  ): Promise<z.output<schema>>
}

export type JsonRpcTransportErrorType =
  | UrlRequiredError
  | TimeoutError
  | HttpRequestError
  | NetworkRequestError
  | RpcRequestError
  | ResponseValidationError

const optionsSchema = z.object({
  timeout: z._default(z.int().check(z.positive()), transportTimeoutMs),
  batch: z._default(
    z.union([
      z.literal(false),
      z.object({
        batchSize: z._default(z.int().check(z.positive()), transportBatchSize),
        wait: z._default(z.int().check(z.nonnegative()), transportBatchWaitMs),
      }),
    ]),
    { batchSize: transportBatchSize, wait: transportBatchWaitMs },
  ),
  fetch: z.optional(fetchFunctionSchema),
  headers: z.optional(z.record(z.string(), z.string())),
})

/**
 * A JSON-RPC 2.0 client over HTTP POST. Requests made while a batch is collecting (the same tick by
 * default) go out as one JSON array, at most `batchSize` per HTTP call. Sends nothing until `request`.
 */
export function createJsonRpcTransport(
  url: string | undefined,
  options: JsonRpcTransportOptions = {},
): JsonRpcTransport {
  if (typeof url !== 'string' || url.trim() === '') throw new UrlRequiredError()
  const endpoint = url
  const { timeout, batch, headers } = parseClientParameters('createJsonRpcTransport', optionsSchema, options)
  let nextId = 0
  let queue: PendingRequest[] = []
  let flushScheduled = false

  function flush(): void {
    flushScheduled = false
    const pending = queue
    queue = []
    const size = batch === false ? 1 : batch.batchSize
    for (let start = 0; start < pending.length; start += size) send(pending.slice(start, start + size))
  }

  function send(chunk: PendingRequest[]): void {
    const payload = chunk.length === 1 ? chunk[0]?.message : chunk.map((pending) => pending.message)
    const requestBody = JSON.stringify(payload)
    // The request's clock starts now, whether or not the sending chunk has loaded yet.
    const controller = new AbortController()
    const stopTimer = startRequestTimer(() => controller.abort(), timeout)
    import('./sendJsonRpcBatch.js').then(
      ({ sendJsonRpcBatch }) =>
        sendJsonRpcBatch(chunk, {
          endpoint,
          timeout,
          headers,
          fetch: options.fetch ?? globalThis.fetch,
          controller,
          stopTimer,
          requestBody,
        }),
      (cause: unknown) => {
        stopTimer()
        for (const pending of chunk) pending.reject(new NetworkRequestError({ url: endpoint, cause }))
      },
    )
  }

  function request(parameters: JsonRpcRequestParameters): Promise<unknown> {
    return new Promise((resolve, reject) => {
      nextId += 1
      const message: PendingRequest['message'] = {
        jsonrpc: jsonRpcVersion,
        id: nextId,
        method: parameters.method,
        ...(parameters.params === undefined ? {} : { params: parameters.params }),
      }
      queue.push({ message, schema: parameters.schema, resolve, reject })
      if (batch === false) return flush()
      if (flushScheduled) return
      flushScheduled = true
      setTimeout(flush, batch.wait)
    })
  }

  return { url: endpoint, request: request as JsonRpcTransport['request'] }
}
