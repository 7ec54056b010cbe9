import * as z from 'zod/mini'
import {
  jsonRpcVersion,
  transportBatchSize,
  transportBatchWaitMs,
  transportTimeoutMs,
} from '../constants/transport.js'
import {
  HttpRequestError,
  NetworkRequestError,
  ResponseValidationError,
  RpcRequestError,
  TimeoutError,
  UrlRequiredError,
} from '../errors/transport.js'
import { configureZod } from '../zodConfig.js'
import { fetchFunctionSchema } from './fetchFunctionSchema.js'
import { parseClientParameters } from './parseClientParameters.js'

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

const rpcErrorSchema = z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) })

const responseEnvelopeSchema = z.object({
  jsonrpc: z.literal(jsonRpcVersion),
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.optional(z.unknown()),
  error: z.optional(rpcErrorSchema),
})

const batchResponseSchema = z.array(responseEnvelopeSchema)

type ResponseEnvelope = z.output<typeof responseEnvelopeSchema>

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

type PendingRequest = {
  message: { jsonrpc: typeof jsonRpcVersion; id: number; method: string; params?: unknown }
  schema: z.core.$ZodType | undefined
  resolve(value: unknown): void
  reject(error: unknown): void
}

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
    for (let start = 0; start < pending.length; start += size) void send(pending.slice(start, start + size))
  }

  async function send(chunk: PendingRequest[]): Promise<void> {
    const payload = chunk.length === 1 ? chunk[0]?.message : chunk.map((pending) => pending.message)
    const requestBody = JSON.stringify(payload)
    const rejectAll = (error: unknown) => {
      for (const pending of chunk) pending.reject(error)
    }
    const fetchFunction = options.fetch ?? globalThis.fetch
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeout)
    let response: Response
    let text: string
    try {
      response = await fetchFunction(endpoint, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: requestBody,
        signal: controller.signal,
      })
      text = await response.text()
    } catch (cause) {
      if (controller.signal.aborted)
        return rejectAll(new TimeoutError({ url: endpoint, timeout, requestBody }))
      return rejectAll(new NetworkRequestError({ url: endpoint, cause }))
    } finally {
      clearTimeout(timer)
    }
    if (!response.ok) {
      return rejectAll(
        new HttpRequestError({ status: response.status, url: endpoint, body: text, requestBody }),
      )
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (cause) {
      return rejectAll(
        new ResponseValidationError({
          path: endpoint,
          details: `The body is not JSON: ${text.slice(0, 200)}`,
          cause,
        }),
      )
    }
    const parsed = Array.isArray(json)
      ? batchResponseSchema.safeParse(json)
      : responseEnvelopeSchema.safeParse(json)
    if (!parsed.success) {
      return rejectAll(
        new ResponseValidationError({ path: endpoint, details: z.prettifyError(parsed.error) }),
      )
    }
    const envelopes = Array.isArray(parsed.data) ? parsed.data : [parsed.data]
    const byId = new Map(envelopes.map((envelope) => [String(envelope.id), envelope]))
    // A server that cannot read the batch at all answers once, with id null and an error.
    const batchError = envelopes.length === 1 && envelopes[0]?.id === null ? envelopes[0].error : undefined
    for (const pending of chunk) {
      const envelope = byId.get(String(pending.message.id))
      if (envelope) settle(pending, envelope)
      else if (batchError) pending.reject(new RpcRequestError({ url: endpoint, error: batchError }))
      else
        pending.reject(
          new ResponseValidationError({
            path: endpoint,
            details: `No response has id ${pending.message.id} (method ${pending.message.method}).`,
          }),
        )
    }
  }

  function settle(pending: PendingRequest, envelope: ResponseEnvelope): void {
    try {
      pending.resolve(resultOf(pending, envelope))
    } catch (error) {
      pending.reject(error)
    }
  }

  function resultOf(pending: PendingRequest, envelope: ResponseEnvelope): unknown {
    if (envelope.error) throw new RpcRequestError({ url: endpoint, error: envelope.error })
    if (!('result' in envelope)) {
      throw new ResponseValidationError({
        path: endpoint,
        details: `The response to id ${pending.message.id} has neither result nor error.`,
      })
    }
    if (!pending.schema) return envelope.result
    const parsed = z.safeParse(pending.schema, envelope.result)
    if (parsed.success) return parsed.data
    throw new ResponseValidationError({
      path: `${endpoint} (${pending.message.method})`,
      details: z.prettifyError(parsed.error),
    })
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
