import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
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

type Route = { method: string; pattern: string; segments: string[]; handler: RouteHandler }

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

/** A tiny path router: `/v1/account/:address/balance` style patterns, JSON errors, CORS for any origin. */
export function createRouter({
  trustProxy = false,
  maxBodyBytes = 1_000_000,
  publicUrl,
  limit,
  onRequest,
}: CreateRouterOptions = {}): Router {
  const routes: Route[] = []

  function match(
    method: string,
    path: string,
  ): { allowed: string[]; found?: { route: Route; params: Record<string, string> } } {
    const parts = path.split('/').filter(Boolean)
    const allowed: string[] = []
    let found: { route: Route; params: Record<string, string> } | undefined
    for (const route of routes) {
      const params = matchSegments(route.segments, parts)
      if (!params) continue
      allowed.push(route.method)
      if (!found && route.method === method) found = { route, params }
    }
    return found ? { allowed, found } : { allowed }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now()
    const givenId = request.headers['x-request-id']
    const requestId = typeof givenId === 'string' && requestIdPattern.test(givenId) ? givenId : randomUUID()
    const origin = request.headers.origin
    const host = /^[A-Za-z0-9.:[\]-]+$/.test(request.headers.host ?? '')
      ? (request.headers.host as string)
      : '127.0.0.1'
    const url = URL.canParse(request.url ?? '/', `http://${host}`)
      ? new URL(request.url ?? '/', `http://${host}`)
      : new URL('/', `http://${host}`)
    const method = (request.method ?? 'GET').toUpperCase()
    const corsHeaders: Record<string, string> = {
      'access-control-allow-origin': origin ?? '*',
      vary: 'Origin',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      'access-control-max-age': '600',
      'x-request-id': requestId,
    }
    if (method === 'OPTIONS') {
      response.writeHead(204, corsHeaders).end()
      return
    }
    let bodyPromise: Promise<unknown> | undefined
    const context: RequestContext = {
      method,
      path: url.pathname,
      params: {},
      query: url.searchParams,
      origin,
      headers: request.headers,
      clientAddress: clientAddressOf(request, trustProxy),
      baseUrl:
        publicUrl?.replace(/\/+$/, '') ??
        (trustProxy ? forwardedBaseUrl(request) : undefined) ??
        `http://${host}`,
      body: () => {
        bodyPromise ??= readBody(request, maxBodyBytes)
        return bodyPromise
      },
      requestId,
    }
    let reply: ServiceReply
    let route: string | null = null
    let internalError: unknown
    try {
      const { allowed, found } = match(method === 'HEAD' ? 'GET' : method, url.pathname)
      if (!found) {
        if (allowed.length > 0) throw new MethodNotAllowedError(method, url.pathname)
        throw new NotFoundError(`No route for ${method} ${url.pathname}`)
      }
      route = found.route.pattern
      context.params = found.params
      await limit?.(found.route, context)
      reply = await found.route.handler(context)
    } catch (error) {
      const serviceError = toServiceError(error)
      if (serviceError instanceof InternalServiceError) {
        internalError = error
        if (!onRequest) console.error('[foyer devnet] reference service internal error', error)
      }
      reply = errorReply(serviceError)
    }
    // Drain an unread body so keep-alive connections stay usable.
    if (!bodyPromise) request.resume()
    writeReply(response, reply, corsHeaders, method === 'HEAD')
    if (!onRequest) return
    const errorCode = (reply.json as { error?: unknown } | undefined)?.error
    onRequest({
      requestId,
      method,
      route,
      status: reply.status ?? 200,
      durationMs: performance.now() - started,
      ...(typeof errorCode === 'string' ? { errorCode } : {}),
      ...(internalError === undefined ? {} : { internalError }),
    })
  }

  return {
    add(method, pattern, handler) {
      routes.push({
        method: method.toUpperCase(),
        pattern,
        segments: pattern.split('/').filter(Boolean),
        handler,
      })
    },
    handle,
    routes: () => routes.map((route) => `${route.method} ${route.pattern}`),
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

function matchSegments(segments: string[], parts: string[]): Record<string, string> | undefined {
  if (segments.length !== parts.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] as string
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(part)
      } catch {
        return undefined
      }
    } else if (segment !== part) return undefined
  }
  return params
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

function writeReply(
  response: ServerResponse,
  reply: ServiceReply,
  corsHeaders: Record<string, string>,
  headOnly: boolean,
): void {
  const headers: Record<string, string> = { ...corsHeaders, ...reply.headers }
  let payload: string | Uint8Array | undefined = reply.body
  if (reply.json !== undefined) {
    payload = JSON.stringify(reply.json)
    headers['content-type'] ??= 'application/json; charset=utf-8'
  }
  if (!response.headersSent) response.writeHead(reply.status ?? 200, headers)
  response.end(headOnly ? undefined : payload)
}

async function readBody(request: IncomingMessage, maxBodyBytes: number): Promise<unknown> {
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    // A body over the limit is still read to its end (and dropped), so the connection stays usable.
    request.on('data', (chunk: Buffer) => {
      if (tooLarge) return
      size += chunk.length
      if (size <= maxBodyBytes) {
        chunks.push(chunk)
        return
      }
      tooLarge = true
      chunks.length = 0
      reject(new BodyTooLargeError(maxBodyBytes))
    })
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.once('error', reject)
  })
  if (text.trim() === '') return undefined
  const type = request.headers['content-type'] ?? ''
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text))
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new MalformedJsonError(error instanceof Error ? error.message : String(error))
  }
}
