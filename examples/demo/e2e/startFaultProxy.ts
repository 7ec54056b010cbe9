import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http'

/** A request as a fault rule sees it: its URL on the proxied service's origin, its method and its body. */
export type ProxiedRequest = { url: URL; method: string; body: string }

/** What a faulty endpoint answers, or `hold`: never answer (until `releaseHeld`). */
export type FaultAnswer = { status: number; contentType: string; body: string } | 'hold'

export type FaultProxy = {
  /** The proxy's origin, to give the page in place of the service's. */
  url: string
  /**
   * Answers the requests `rule.matches` picks with `rule.answer` (calling `rule.onHit` first), and passes every
   * other request, unchanged, to the service; `undefined` passes every request.
   */
  inject(rule: FaultRule | undefined): void
  /** Drops the connections of the requests held so far. */
  releaseHeld(): void
  stop(): Promise<void>
}

export type FaultRule = {
  matches(request: ProxiedRequest): boolean
  answer(request: ProxiedRequest): FaultAnswer
  onHit?(): void
}

/**
 * A loopback proxy in front of the service at `target` that answers the requests of one endpoint with a fault.
 * The page reaches the service through it (the demo's `?api=`), so no browser-side request interception is needed:
 * that interception (Playwright's routes) sends every request of the page through the test's process and turns the
 * browser's cache off.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const origin = new URL(target)
  let rule: FaultRule | undefined
  const held = new Set<ServerResponse>()
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    const proxied: ProxiedRequest = {
      url: new URL(request.url ?? '/', origin),
      method: request.method ?? 'GET',
      body: body.toString(),
    }
    // A CORS preflight is the browser's, not the endpoint's: it always reaches the service.
    const current = proxied.method === 'OPTIONS' ? undefined : rule
    if (!current?.matches(proxied)) {
      pass(request, body, response, origin)
      return
    }
    current.onHit?.()
    const answer = current.answer(proxied)
    if (answer === 'hold') {
      held.add(response)
      response.on('close', () => held.delete(response))
      return
    }
    const requestOrigin = request.headers.origin
    response.writeHead(answer.status, {
      'content-type': answer.contentType,
      // As the service answers a cross-origin page, so the page reads the fault rather than a CORS error.
      ...(requestOrigin ? { 'access-control-allow-origin': requestOrigin, vary: 'Origin' } : {}),
    })
    response.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const releaseHeld = () => {
    for (const response of held) response.destroy()
    held.clear()
  }
  return {
    url: `http://127.0.0.1:${port}`,
    inject(next) {
      rule = next
    },
    releaseHeld,
    stop: () =>
      new Promise((resolve) => {
        releaseHeld()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Sends the request on to the service as it came, and its answer back as it comes. */
function pass(request: IncomingMessage, body: Buffer, response: ServerResponse, origin: URL): void {
  const upstream = forward(
    {
      host: origin.hostname,
      port: origin.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: origin.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  upstream.on('error', () => response.destroy())
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy()
  })
  upstream.end(body)
}
