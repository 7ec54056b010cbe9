import type { FrameConfig } from '../src/frameConfig.js'

/** One rule of the headers file: a path (`/assets/*` covers a folder) and the headers its responses carry. */
export type FrameSiteHeaderRule = { path: string; headers: Record<string, string> }

/** Where the build puts the hashed scripts and styles: named by their content, so they are cached for good. */
export const frameAssetsDir = 'assets'

/**
 * The frame's Content-Security-Policy for one `frame-config.json`. Scripts and styles from the site alone (nothing
 * inline, no eval); requests only to the site, the service, the chains' RPC endpoints and the bundlers; and only the
 * config's `allowedOrigins` may put the frame in a frame (`frame-ancestors`), so no other page can show it or lure a
 * click onto its approval page. The origins are the config's as written: `http://127.0.0.1:*` allows any port.
 */
export function frameContentSecurityPolicy(config: FrameConfig): string {
  const bundlerUrls = Object.values(config.smartAccounts ?? {}).map(({ bundlerUrl }) => bundlerUrl)
  const connectSources = [config.apiUrl, ...Object.values(config.rpcUrls), ...bundlerUrls].map(
    (url) => new URL(url).origin,
  )
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${[...new Set(connectSources)].join(' ')}`,
    `frame-ancestors ${config.allowedOrigins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * The headers the host's server or CDN applies, most general rule first: every response gets the CSP, `nosniff` and
 * no referrer; the pages and the config are revalidated on every load (a new deployment takes effect at once), the
 * hashed assets are cached for a year.
 */
export function frameSiteHeaders(config: FrameConfig): FrameSiteHeaderRule[] {
  const revalidate = { 'Cache-Control': 'no-cache' }
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': frameContentSecurityPolicy(config),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      },
    },
    { path: '/', headers: revalidate },
    { path: '/*.html', headers: revalidate },
    { path: '/frame-config.json', headers: revalidate },
    { path: `/${frameAssetsDir}/*`, headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ]
}

/** The headers of one request path: every matching rule's, later rules overriding earlier ones. */
export function headersForPath(rules: FrameSiteHeaderRule[], path: string): Record<string, string> {
  const matches = (pattern: string) => {
    if (pattern === '/*') return true
    if (pattern.startsWith('/*.')) return path.endsWith(pattern.slice(2))
    if (pattern.endsWith('/*')) return path.startsWith(pattern.slice(0, -1))
    return path === pattern
  }
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path)).map((rule) => rule.headers))
}

/** The rules in the `_headers` format of Netlify and Cloudflare Pages: a path, then its headers indented. */
export function toHeadersFile(rules: FrameSiteHeaderRule[]): string {
  const lines = [
    '# Headers of the Foyer embedded wallet frame (@foyer/embedded-frame), built for one frame-config.json.',
    "# frame-ancestors lists the config's allowedOrigins: only those app origins may embed the frame. After",
    '# changing the config, rebuild (or edit connect-src and frame-ancestors here) so both say the same.',
  ]
  for (const rule of rules) {
    lines.push('', rule.path)
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`)
  }
  return `${lines.join('\n')}\n`
}
