import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener, type HttpBindings } from '@hono/node-server'
import { type Context, Hono } from 'hono'
import { HttpRequestError, TimeoutError, BaseError as ViemBaseError } from 'viem'
import {
  BodyTooLargeError,
  ChainUnavailableError,
  InternalServiceError,
  MalformedJsonError,
  MethodNotAllowedError,
  NotFoundError,
  ServiceError,
  UpstreamError,
} from './serviceErrors.js'

export type RequestContext = {
  method: string
  path: string
  params: Record<string, string>
  query: URLSearchParams
  origin: string | undefined
  headers: IncomingMessage['headers']
  /** The caller's IP: the socket's peer, or with `trustProxy` the last `X-Forwarded-For` entry (the proxy's view). */
  clientAddress: string
  /** The service's own base URL as the client reached it, for links back to this service. */
  baseUrl: string
  /** The body: JSON, or a form as a plain object; `undefined` when empty. */
  body: () => Promise<unknown>
  /** The caller's `X-Request-Id` when well formed (1-128 of `A-Za-z0-9._:-`), else a new UUID; echoed back. */
  requestId: string
}

/** One answered request, for logs and metrics. */
export type RequestRecord = {
  requestId: string
  method: string
  /** The matched route's pattern (`/v1/account/:address/balance`), or `null` for no route. */
  route: string | null
  status: number
  durationMs: number
  /** The error code answered (`too_many_requests` …), if any. */
  errorCode?: string
  /** A bug of the service (answered 500 `internal_error`): the error thrown. */
  internalError?: unknown
}

export type ServiceReply = {
  status?: number
  headers?: Record<string, string>
  json?: unknown
  body?: string | Uint8Array
}

export type RouteHandler = (context: RequestContext) => Promise<ServiceReply> | ServiceReply

/** Runs before a matched route's handler (a rate limit): throwing a `ServiceError` answers it instead. */
export type RouteLimiter = (
  route: { method: string; pattern: string },
  context: RequestContext,
) => Promise<void>

export type Router = {
  add: (method: string, pattern: string, handler: RouteHandler) => void
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>
  /** Every route added, as `METHOD pattern`. */
  routes: () => string[]
}

export type CreateRouterOptions = {
  /** Behind a reverse proxy: take the client's IP from the last `X-Forwarded-For` entry the proxy appended. */
  trustProxy?: boolean
  /** The largest request body read; a larger one is answered 413 (and drained). 1,000,000 when absent. */
  maxBodyBytes?: number
  /**
   * The service's address as its users reach it (`https://api.example/foyer`), the base of the URLs it hands out
   * (images). When absent: with `trustProxy`, the proxy's `X-Forwarded-Proto`, `-Host` and `-Prefix`; else the
   * request's `Host`.
   */
  publicUrl?: string
  /** Called with every matched route before its handler; see `createRouteRateLimiter`. */
  limit?: RouteLimiter
  /** Called once each request is answered (logs, metrics). Without it, a bug of the service goes to `console.error`. */
  onRequest?: (record: RequestRecord) => void
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/

type RouterEnv = {
  Bindings: HttpBindings
  Variables: { context: RequestContext; route: string; internalError: unknown }
}

/**
 * The service's HTTP layer on Hono: `/v1/account/:address/balance` style routes, JSON errors (`ServiceError`s as
 * they are, chain failures as 502/503, anything else 500), 405 for a known path with another method, request ids,
 * CORS headers, a body size cap, and one record per answered request.
 */
export function createRouter({
  trustProxy = false,
  maxBodyBytes = 1_000_000,
  publicUrl,
  limit,
  onRequest,
}: CreateRouterOptions = {}): Router {
  const app = new Hono<RouterEnv>()
  const patterns: string[] = []
  const added: string[] = []
  let sealed = false

  app.use(async (c, next) => {
    const started = performance.now()
    const incoming = c.env.incoming
    const givenId = c.req.header('x-request-id')
    const requestId = givenId && requestIdPattern.test(givenId) ? givenId : randomUUID()
    const origin = c.req.header('origin')
    const host = /^[A-Za-z0-9.:[\]-]+$/.test(c.req.header('host') ?? '')
      ? (c.req.header('host') as string)
      : '127.0.0.1'
    const url = new URL(c.req.url)
    const method = c.req.method.toUpperCase()
    const corsHeaders: Record<string, string> = {
      'access-control-allow-origin': origin ?? '*',
      vary: 'Origin',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-headers': c.req.header('access-control-request-headers') ?? '*',
      'access-control-max-age': '600',
      'x-request-id': requestId,
    }
    if (method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders })
    let bodyPromise: Promise<unknown> | undefined
    c.set('context', {
      method,
      path: url.pathname,
      params: {},
      query: url.searchParams,
      origin,
      headers: incoming.headers,
      clientAddress: clientAddressOf(incoming, trustProxy),
      baseUrl:
        publicUrl?.replace(/\/+$/, '') ??
        (trustProxy ? forwardedBaseUrl(incoming) : undefined) ??
        `http://${host}`,
      body: () => {
        bodyPromise ??= readBody(c.req.raw, maxBodyBytes)
        return bodyPromise
      },
      requestId,
    })
    await next()
    for (const [name, value] of Object.entries(corsHeaders))
      if (!c.res.headers.has(name)) c.header(name, value)
    if (!onRequest) return
    const internalError = c.get('internalError')
    const errorCode = c.res.status >= 400 ? await errorCodeOf(c.res) : undefined
    onRequest({
      requestId,
      method,
      route: c.get('route') ?? null,
      status: c.res.status,
      durationMs: performance.now() - started,
      ...(errorCode ? { errorCode } : {}),
      ...(internalError === undefined ? {} : { internalError }),
    })
  })

  /** Answers what a route (or the 404/405 fallbacks) threw as the service's JSON error. */
  function failure(c: Context<RouterEnv>, error: unknown): Response {
    const serviceError = toServiceError(error)
    if (serviceError instanceof InternalServiceError) {
      c.set('internalError', error)
      if (!onRequest) console.error('[foyer-service] internal error', error)
    }
    return toResponse(errorReply(serviceError))
  }

  app.notFound((c) => {
    const { method, path } = c.get('context')
    return failure(c, new NotFoundError(`No route for ${method} ${path}`))
  })
  app.onError((error, c) => failure(c, error))

  const listener = getRequestListener(app.fetch)

  return {
    add(method, pattern, handler) {
      if (sealed) throw new Error(`Route ${method} ${pattern} added after the first request`)
      const upper = method.toUpperCase()
      if (!patterns.includes(pattern)) patterns.push(pattern)
      added.push(`${upper} ${pattern}`)
      app.on(upper, pattern, async (c) => {
        const context = c.get('context')
        c.set('route', pattern)
        try {
          context.params = decodedParams(c.req.param())
          await limit?.({ method: upper, pattern }, context)
          return toResponse(await handler(context))
        } catch (error) {
          return failure(c, error)
        }
      })
    },
    handle(request, response) {
      if (!sealed) {
        sealed = true
        // Registered after every route: a known path asked with another method is a 405, not a 404.
        for (const pattern of patterns)
          app.all(pattern, (c) => {
            const { method, path } = c.get('context')
            return failure(c, new MethodNotAllowedError(method, path))
          })
      }
      return listener(request, response)
    },
    routes: () => [...added],
  }
}

/** Hono hands params as they appear in the path; ours are percent-decoded (a param that cannot be is a 404). */
function decodedParams(params: Record<string, string>): Record<string, string> {
  const decoded: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) {
    try {
      decoded[name] = decodeURIComponent(value)
    } catch {
      throw new NotFoundError('Malformed path')
    }
  }
  return decoded
}

async function errorCodeOf(response: Response): Promise<string | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined
  try {
    const json = (await response.clone().json()) as { error?: unknown }
    return typeof json.error === 'string' ? json.error : undefined
  } catch {
    return undefined
  }
}

/** The base URL a reverse proxy says the request came in on, when its `X-Forwarded-*` headers are well formed. */
function forwardedBaseUrl(request: IncomingMessage): string | undefined {
  const header = (name: string) => {
    const value = request.headers[name]
    return typeof value === 'string' ? value.split(',')[0]?.trim() : undefined
  }
  const host = header('x-forwarded-host')
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return undefined
  const proto = header('x-forwarded-proto') ?? 'http'
  if (proto !== 'http' && proto !== 'https') return undefined
  const prefix = header('x-forwarded-prefix') ?? ''
  if (prefix && !/^(\/[A-Za-z0-9._~-]+)+\/?$/.test(prefix)) return undefined
  return `${proto}://${host}${prefix.replace(/\/+$/, '')}`
}

function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for']
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim() ?? ''
    if (/^[0-9A-Fa-f.:]{2,45}$/.test(last)) return last
  }
  return request.socket.remoteAddress ?? 'unknown'
}

/** What a thrown error is answered as: a chain that cannot be reached is a 503, another chain failure a 502. */
function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error
  if (isChainUnreachable(error)) return new ChainUnavailableError('A chain', error)
  if (isChainFailure(error)) return new UpstreamError('A chain', error)
  return new InternalServiceError()
}

function errorReply(error: ServiceError): ServiceReply {
  const headers: Record<string, string> = {}
  if ('retryAfterSeconds' in error) headers['retry-after'] = String(error.retryAfterSeconds)
  return {
    status: error.status,
    headers,
    json: {
      error: error.code,
      message: error.shortMessage,
      ...(error.details ? { details: error.details } : {}),
    },
  }
}

/** A chain endpoint refused the connection or did not answer within the RPC timeout. */
function isChainUnreachable(error: unknown): boolean {
  if (error instanceof ViemBaseError)
    return error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
  if (error instanceof DOMException) return error.name === 'TimeoutError'
  return error instanceof TypeError && error.message === 'fetch failed'
}

/**
 * Whether an error comes from talking to a chain: viem's errors (RPC, HTTP, contract calls) and a fetch that
 * could not connect. Anything else is a bug of the service.
 */
function isChainFailure(error: unknown): boolean {
  if (error instanceof ViemBaseError) return true
  return error instanceof TypeError && error.message === 'fetch failed'
}

function toResponse(reply: ServiceReply): Response {
  const headers = new Headers(reply.headers)
  let payload: string | Uint8Array | undefined = reply.body
  if (reply.json !== undefined) {
    payload = JSON.stringify(reply.json)
    if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8')
  }
  return new Response(payload as ConstructorParameters<typeof Response>[0], {
    status: reply.status ?? 200,
    headers,
  })
}

async function readBody(request: Request, maxBodyBytes: number): Promise<unknown> {
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    // Read up to the cap; the node adapter drains what is left, so the connection stays usable.
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength
      if (size > maxBodyBytes) throw new BodyTooLargeError(maxBodyBytes)
      chunks.push(chunk)
    }
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return undefined
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text))
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new MalformedJsonError(error instanceof Error ? error.message : String(error))
  }
}
