import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
}

export type StaticServer = { url: string; stop(): Promise<void> }

/**
 * Serves a built app from `root` on 127.0.0.1, falling back to index.html, with optional response headers (a
 * Content-Security-Policy, say) and a CSP violation report endpoint whose reports land in `violations`.
 */
export async function serveStatic({
  root,
  headers = {},
  violations,
  proxy,
}: {
  root: string
  headers?: Record<string, string>
  violations?: unknown[]
  /** Forwards `prefix/...` to `target/...`, so a cross-origin service can be reached through the page's origin. */
  proxy?: { prefix: string; target: string }
}): Promise<StaticServer> {
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/__csp-report' && request.method === 'POST') {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      violations?.push(JSON.parse(Buffer.concat(chunks).toString() || 'null'))
      response.writeHead(204).end()
      return
    }
    if (proxy && url.pathname.startsWith(`${proxy.prefix}/`)) {
      await forward(
        request,
        response,
        `${proxy.target}${url.pathname.slice(proxy.prefix.length)}${url.search}`,
      )
      return
    }
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '')
    let file = join(root, relative)
    const info = await stat(file).catch(() => undefined)
    const hashed = info?.isFile() && relative.startsWith('/assets/')
    if (!info?.isFile()) file = join(root, 'index.html')
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      // Vite's hashed assets never change under their name: a real host serves them so, and a page loaded again in
      // the same context takes them from the browser's cache instead of fetching and compiling them anew.
      ...(hashed ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
      ...headers,
    })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function forward(request: IncomingMessage, response: ServerResponse, target: string): Promise<void> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const headers: Record<string, string> = {}
  for (const name of ['content-type', 'accept', 'if-none-match']) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const answer = await fetch(target, {
    method: request.method ?? 'GET',
    headers,
    ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
  })
  const forwarded: Record<string, string> = {}
  for (const name of ['content-type', 'cache-control', 'etag']) {
    const value = answer.headers.get(name)
    if (value) forwarded[name] = value
  }
  response.writeHead(answer.status, forwarded)
  response.end(Buffer.from(await answer.arrayBuffer()))
}
