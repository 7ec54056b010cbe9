import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BaseError } from '@foyer/core'
import { build } from 'esbuild'
import * as z from 'zod'

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
  /** The page and its script; by default `bundleFrameSite()`, run at the first request (not on the start's path). */
  assets?: Promise<FrameSiteAssets>
}
export type FrameSiteAssets = {
  html: string
  script: string
  /** The approval page's stylesheet (the frame's page shows a signing request when the app loads it to approve). */
  styles?: string
  callbackHtml: string
  callbackScript: string
}

/** The social login popup's last page, beside the frame's (the service must allow it as an OAuth redirect_uri). */
export const socialCallbackPath = 'oauth-callback.html'
export type StartFrameSiteReturnType = { url: string; stop(): Promise<void> }

export class FrameSiteError extends BaseError {
  override name = 'FrameSiteError'
}

/**
 * The embedded wallet's secure frame on an origin of its own (its own port): the page of `@foyer/plugin-socials`,
 * its script (bundled at the first request), and a `frame-config.json` naming the service, the chains and the app origins it
 * answers. Its CSP lets only those origins frame it and its scripts talk only to the service and the chains.
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
  let assets = parameters.assets
  const loadAssets = () => {
    assets ??= bundleFrameSite()
    return assets
  }
  const config = JSON.stringify({
    apiUrl,
    allowedOrigins,
    rpcUrls,
    ...(smartAccounts ? { smartAccounts } : {}),
  })
  const bundlerUrls = Object.values(smartAccounts ?? {}).map(({ bundlerUrl }) => bundlerUrl)
  const connectSources = [apiUrl, ...Object.values(rpcUrls), ...bundlerUrls].map((url) => new URL(url).origin)
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${[...new Set(connectSources)].join(' ')}`,
    `frame-ancestors ${allowedOrigins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
  const files: Record<string, { type: string; body: (assets: FrameSiteAssets) => string }> = {
    '/': { type: 'text/html; charset=utf-8', body: ({ html }) => html },
    '/index.html': { type: 'text/html; charset=utf-8', body: ({ html }) => html },
    '/frame.js': { type: 'text/javascript; charset=utf-8', body: ({ script }) => script },
    '/frame.css': { type: 'text/css; charset=utf-8', body: ({ styles }) => styles ?? '' },
    '/frame-config.json': { type: 'application/json', body: () => config },
    [`/${socialCallbackPath}`]: {
      type: 'text/html; charset=utf-8',
      body: ({ callbackHtml }) => callbackHtml,
    },
    '/oauth-callback.js': {
      type: 'text/javascript; charset=utf-8',
      body: ({ callbackScript }) => callbackScript,
    },
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = files[path]
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    loadAssets().then(
      (loaded) => {
        response.writeHead(200, {
          'content-type': file.type,
          'content-security-policy': csp,
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
          'cache-control': 'no-store',
        })
        response.end(request.method === 'HEAD' ? undefined : file.body(loaded))
      },
      () => {
        assets = undefined
        response.writeHead(500, { 'content-type': 'text/plain' }).end('The frame site could not be built')
      },
    )
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

/** The frame's page, the social login callback page and their scripts, bundled from `@foyer/plugin-socials`. */
export async function bundleFrameSite(): Promise<FrameSiteAssets> {
  // By path, not as a dependency: the socials plugin's devDependencies lead back to the devnet (a build cycle).
  const socialsDir = fileURLToPath(new URL('../../../plugins/socials/', import.meta.url))
  const bundle = (entry: string) =>
    build({
      entryPoints: [join(socialsDir, 'src/site', entry)],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      minify: true,
      conditions: ['source'],
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]?.text ?? '')
  const [html, script, styles, callbackHtml, callbackScript] = await Promise.all([
    readFile(join(socialsDir, 'site/index.html'), 'utf8'),
    bundle('frameEntry.ts'),
    readFile(join(socialsDir, 'site/frame.css'), 'utf8'),
    readFile(join(socialsDir, 'site', socialCallbackPath), 'utf8'),
    bundle('oauthCallbackEntry.ts'),
  ])
  return { html, script, styles, callbackHtml, callbackScript }
}
