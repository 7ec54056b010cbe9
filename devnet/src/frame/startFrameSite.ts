import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BaseError } from '@foyer/core'
import * as z from 'zod'

type FrameSiteHeaderRule = { path: string; headers: Record<string, string> }

/**
 * The frame package's build modules, by path, not as a dependency: the frame package's tests use the devnet (a
 * dependency cycle), and the published devnet leaves them out (the frame site is served in this repository only).
 * The same rules write the built site's `_headers` and `headers.json`.
 */
const importFrameBuild = (name: 'frameSiteHeaders' | 'buildFrameSite') => {
  // Their TypeScript sources: the devnet runs from its own sources here (tsx, vitest).
  const path = fileURLToPath(new URL(`../../../frame/build/${name}.ts`, import.meta.url))
  return import(/* @vite-ignore */ path)
}

const parametersSchema = z.object({
  port: z.number().int().min(0).max(65_535).default(0),
  /** The service the frame logs in through. */
  apiUrl: z.url(),
  /** RPC URL by EVM chain id. */
  rpcUrls: z.record(z.string().regex(/^\d+$/), z.url()),
  /** App origins the frame answers (and may be framed by); a host on any port is `http://127.0.0.1:*`. */
  allowedOrigins: z.array(z.string().min(1)).min(1).default(['http://127.0.0.1:*', 'http://localhost:*']),
  /** ERC-4337 by chain id, for the embedded wallet's smart accounts. */
  smartAccounts: z
    .record(
      z.string().regex(/^\d+$/),
      z.object({ entryPoint: z.string(), factory: z.string(), bundlerUrl: z.url() }),
    )
    .optional(),
})

export type StartFrameSiteParameters = z.input<typeof parametersSchema> & {
  /** The built site (`pnpm --filter @foyer/embedded-frame build`); `frame/dist/site` of this workspace by default. */
  siteDir?: string
}

/** The social login popup's last page, beside the frame's (the service must allow it as an OAuth redirect_uri). */
export const socialCallbackPath = 'oauth-callback.html'
export type StartFrameSiteReturnType = { url: string; stop(): Promise<void> }

export class FrameSiteError extends BaseError {
  override name = 'FrameSiteError'
}

/** `@foyer/embedded-frame`'s built site in this workspace. */
export const defaultFrameSiteDir = fileURLToPath(new URL('../../../frame/dist/site', import.meta.url))

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
}
/** Files of the build that describe the deployment rather than being part of the site. */
const unserved = new Set(['/_headers', '/headers.json', '/frame-config.example.json'])

/**
 * The embedded wallet's secure frame on an origin of its own (its own port), as a host would serve it: the static
 * site `@foyer/embedded-frame` builds, with the headers its `_headers` file names (computed for this devnet's config:
 * a CSP that lets only the app origins frame it and its scripts talk only to the service, the chains and the
 * bundler), and a `frame-config.json` of its own.
 */
export async function startFrameSite(
  parameters: StartFrameSiteParameters,
): Promise<StartFrameSiteReturnType> {
  const parsed = parametersSchema.safeParse(parameters)
  if (!parsed.success)
    throw new FrameSiteError('Invalid options for startFrameSite.', {
      details: z.prettifyError(parsed.error),
    })
  const { port, apiUrl, rpcUrls, allowedOrigins, smartAccounts } = parsed.data
  const siteDir = parameters.siteDir ?? defaultFrameSiteDir
  if (!existsSync(join(siteDir, 'index.html')) && parameters.siteDir === undefined) {
    // A fresh checkout (`pnpm install && pnpm demo`, no `pnpm run build` yet): build the package's site once.
    const { buildFrameSite } = await importFrameBuild('buildFrameSite')
    await buildFrameSite({ outDir: siteDir })
  }
  if (!existsSync(join(siteDir, 'index.html')))
    throw new FrameSiteError(
      `The frame site is not built in ${siteDir}: run \`pnpm --filter @foyer/embedded-frame build\` (or \`pnpm run build\`).`,
    )
  const frameConfig = { apiUrl, allowedOrigins, rpcUrls, ...(smartAccounts ? { smartAccounts } : {}) }
  const { frameSiteHeaders, headersForPath } = (await importFrameBuild('frameSiteHeaders')) as {
    frameSiteHeaders(config: typeof frameConfig): FrameSiteHeaderRule[]
    headersForPath(rules: FrameSiteHeaderRule[], path: string): Record<string, string>
  }
  const rules = frameSiteHeaders(frameConfig)
  const files = new Map<string, Buffer>()
  for (const entry of await readdir(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = `/${relative(siteDir, join(entry.parentPath, entry.name)).split('\\').join('/')}`
    if (!unserved.has(path)) files.set(path, await readFile(join(entry.parentPath, entry.name)))
  }
  files.set('/frame-config.json', Buffer.from(JSON.stringify(frameConfig)))
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const body = files.get(path === '/' ? '/index.html' : path)
    if (!body || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    response.writeHead(200, {
      'content-type':
        contentTypes[extname(path === '/' ? '/index.html' : path)] ?? 'application/octet-stream',
      ...headersForPath(rules, path),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new FrameSiteError(`The frame site could not listen on port ${port}.`, { cause: error })),
    )
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
