import * as z from 'zod/mini'
import { httpRequestTimeoutMs } from '../constants/transport.js'
import {
  HttpRequestError,
  NetworkRequestError,
  RequestAbortedError,
  ResponseValidationError,
  TimeoutError,
} from '../errors/transport.js'
import { configureZod } from '../zodConfig.js'
import { fetchFunctionSchema, parseClientParameters } from './parseClientParameters.js'
import { startRequestTimer } from './startRequestTimer.js'
import { type QueryParameters, type QueryValue, toRequestUrl } from './toRequestUrl.js'

configureZod()

export type { QueryParameters, QueryValue }

export type HttpClientParameters = {
  baseUrl: string
  /** Added to every request (for example `projectId` or `clientId`); a request's own query wins. */
  query?: QueryParameters
  /** Looked up when a request is sent, so a client can be created where no `fetch` exists (SSR). */
  fetch?: typeof fetch
  headers?: Record<string, string>
  /** A request with no complete answer after this long fails with `TimeoutError`; default 10 s. */
  timeoutMs?: number
}

export type HttpRequestOptions<schema extends z.core.$ZodType> = {
  query?: QueryParameters
  /** Sent as JSON. */
  body?: unknown
  /** Parses the response body; a mismatch throws `ResponseValidationError`. */
  schema: schema
  signal?: AbortSignal
  cache?: RequestCache
  headers?: Record<string, string>
  /** Lets the request outlive the page (sent while it unloads). */
  keepalive?: boolean
  /** Overrides the client's timeout for this request. */
  timeoutMs?: number
}

export type HttpGetOptions<schema extends z.core.$ZodType> = Omit<HttpRequestOptions<schema>, 'body'>

export type HttpClient = {
  readonly baseUrl: string
  /** The absolute URL of `path` with the default query and `query` applied. */
  url(path: string, query?: QueryParameters): string
  get<schema extends z.core.$ZodType>(
    path: string,
    options: HttpGetOptions<schema>,
  ): Promise<z.output<schema>>
  post<schema extends z.core.$ZodType>(
    path: string,
    options: HttpRequestOptions<schema>,
  ): Promise<z.output<schema>>
  put<schema extends z.core.$ZodType>(
    path: string,
    options: HttpRequestOptions<schema>,
  ): Promise<z.output<schema>>
  delete<schema extends z.core.$ZodType>(
    path: string,
    options: HttpRequestOptions<schema>,
  ): Promise<z.output<schema>>
}

export type HttpClientErrorType =
  | HttpRequestError
  | NetworkRequestError
  | RequestAbortedError
  | ResponseValidationError
  | TimeoutError

const queryValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.undefined(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
])

const httpClientParametersSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  query: z.optional(z.record(z.string(), queryValueSchema)),
  fetch: z.optional(fetchFunctionSchema),
  headers: z.optional(z.record(z.string(), z.string())),
  timeoutMs: z.optional(z.int().check(z.positive())),
})

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A small JSON-over-HTTP client whose every response is checked by a zod schema. Sends nothing until called. */
export function createHttpClient(parameters: HttpClientParameters): HttpClient {
  const {
    baseUrl,
    query: defaultQuery,
    headers: defaultHeaders,
    timeoutMs: defaultTimeoutMs = httpRequestTimeoutMs,
  } = parseClientParameters('createHttpClient', httpClientParametersSchema, parameters)

  function url(path: string, query?: QueryParameters): string {
    return toRequestUrl(baseUrl, path, { ...defaultQuery, ...query })
  }

  async function request<schema extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    options: HttpRequestOptions<schema>,
  ): Promise<z.output<schema>> {
    const target = url(path, options.query)
    const requestBody = options.body === undefined ? undefined : JSON.stringify(options.body)
    const fetchFunction = parameters.fetch ?? globalThis.fetch
    const timeout = options.timeoutMs ?? defaultTimeoutMs
    // One controller aborts on the caller's signal or on the timeout, whichever comes first (AbortSignal.any is
    // too recent to rely on).
    const controller = new AbortController()
    let timedOut = false
    const stopTimer = startRequestTimer(() => {
      timedOut = true
      controller.abort()
    }, timeout)
    const forwardAbort = () => controller.abort()
    if (options.signal?.aborted) controller.abort()
    else options.signal?.addEventListener('abort', forwardAbort, { once: true })
    let response: Response
    let text: string
    try {
      response = await fetchFunction(target, {
        method,
        headers: {
          ...defaultHeaders,
          ...(requestBody === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        ...(requestBody === undefined ? {} : { body: requestBody }),
        signal: controller.signal,
        ...(options.cache ? { cache: options.cache } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      })
      text = await response.text()
    } catch (cause) {
      if (timedOut) {
        throw new TimeoutError({
          url: target,
          timeout,
          ...(requestBody === undefined ? {} : { requestBody }),
        })
      }
      if (options.signal?.aborted) throw new RequestAbortedError({ url: target, cause })
      throw new NetworkRequestError({ url: target, cause })
    } finally {
      stopTimer()
      options.signal?.removeEventListener('abort', forwardAbort)
    }
    if (!response.ok) {
      throw new HttpRequestError({
        status: response.status,
        url: target,
        body: text,
        ...(requestBody === undefined ? {} : { requestBody }),
      })
    }
    const where = `${method} ${path}`
    let json: unknown
    try {
      json = text === '' ? undefined : JSON.parse(text)
    } catch (cause) {
      throw new ResponseValidationError({
        path: where,
        details: `The body is not JSON: ${text.slice(0, 200)}`,
        cause,
      })
    }
    const parsed = z.safeParse(options.schema, json)
    if (!parsed.success) {
      throw new ResponseValidationError({ path: where, details: z.prettifyError(parsed.error) })
    }
    return parsed.data
  }

  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    url,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    delete: (path, options) => request('DELETE', path, options),
  }
}
