import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  /** The body parsed as JSON, or the raw text when it is not JSON; `undefined` when empty. */
  body: unknown
}

export type TestResponse = {
  status?: number
  /** Objects are sent as JSON; strings are sent as they are. */
  body?: unknown
}

/** Return `'hang'` to never answer the request. */
export type TestHandler = (request: RecordedRequest) => TestResponse | 'hang' | Promise<TestResponse | 'hang'>

export type TestServer = {
  url: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

/** A real HTTP server on 127.0.0.1 (random port) that records every request it receives. Test-only. */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const target = new URL(incoming.url ?? '/', 'http://127.0.0.1')
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: target.pathname,
      query: Object.fromEntries(target.searchParams),
      headers: incoming.headers,
      body: parseBody(text),
    }
    requests.push(request)
    const response = await handler(request)
    if (response === 'hang') return
    const body = response.body
    outgoing.statusCode = response.status ?? 200
    if (body === undefined) return void outgoing.end()
    if (typeof body === 'string') return void outgoing.end(body)
    outgoing.setHeader('content-type', 'application/json')
    outgoing.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
