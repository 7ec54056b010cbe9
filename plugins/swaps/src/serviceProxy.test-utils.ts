import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ProxiedCall = { method: string; path: string; status: number; body: unknown }

/**
 * A loopback proxy in front of the reference service: it forwards every call and records it with the service's
 * answer, except calls whose path `fails` picks, which it answers 500 itself (the service failing that endpoint).
 */
export async function startServiceProxy(
  serviceUrl: string,
  fails: (path: string) => boolean = () => false,
): Promise<{ url: string; calls: ProxiedCall[]; stop(): Promise<void> }> {
  const calls: ProxiedCall[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    const method = request.method ?? 'GET'
    if (fails(path)) {
      calls.push({ method, path, status: 500, body: undefined })
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"injected failure"}')
      return
    }
    const answer = await fetch(`${serviceUrl}${request.url ?? '/'}`, {
      method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && !['host', 'content-length', 'connection'].includes(entry[0]),
        ),
      ),
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    })
    const text = await answer.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {}
    calls.push({ method, path, status: answer.status, body })
    response
      .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
      .end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
