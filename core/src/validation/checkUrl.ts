/**
 * What a URL is for, which decides the schemes it may use:
 * - `link`: a page a user opens (terms, privacy policy, explorer, homepage, store page): http(s).
 * - `deepLink`: a wallet's link (registry mobile/desktop/web app links, custom wallets): http(s) or the wallet's own
 *   scheme (`metamask:`, `trust://`, ...), never one that runs script or reads local data.
 * - `image`: something an `<img>` or SVG `<image>` loads: http(s), `blob:`, or `data:image/*` (SVG included: an image
 *   loaded that way never runs its scripts nor fetches anything, and Foyer never navigates to an image URL).
 * - `http`: an endpoint Foyer calls (RPC, APIs): http(s). `webSocket`: ws(s).
 */
export type UrlUse = 'link' | 'deepLink' | 'image' | 'http' | 'webSocket'

export type CheckUrlReturnType = { ok: true; url: string } | { ok: false; reason: string }

/** Longest URL accepted for each use; data images get their own, larger cap. */
export const maxUrlLength: Record<UrlUse, number> = {
  link: 2048,
  // Room for a WalletConnect pairing URI appended to a registry link.
  deepLink: 4096,
  image: 2048,
  http: 2048,
  webSocket: 2048,
}
export const maxDataImageLength = 256 * 1024

const webSchemes = ['http', 'https']
const schemesByUse: Record<Exclude<UrlUse, 'deepLink'>, readonly string[]> = {
  link: webSchemes,
  image: [...webSchemes, 'blob', 'data'],
  http: webSchemes,
  webSocket: ['ws', 'wss'],
}

/** Schemes no wallet link may use: they run script, read local or page data, or reach browser internals. */
const blockedSchemes = new Set([
  ...'javascript vbscript livescript data file blob filesystem about view-source'.split(' '),
  ...'jar mhtml resource chrome chrome-extension moz-extension'.split(' '),
])

const useNames: Record<UrlUse, string> = {
  link: 'a link (http or https)',
  deepLink: 'a wallet link',
  image: 'an image (http, https, blob or data:image)',
  http: 'an http(s) endpoint',
  webSocket: 'a WebSocket endpoint (ws or wss)',
}

const imageType = /^image\/(png|jpe?g|gif|webp|avif|bmp|svg\+xml|x-icon|vnd\.microsoft\.icon)$/

/**
 * Checks `value` as the URL a browser would make of it for `use`. The string is normalised as the WHATWG URL parser
 * does (leading and trailing C0 controls and spaces removed, tabs and newlines removed anywhere), then parsed
 * with `new URL` without a base. Links and images may also be a path from the site's root (`/icon.png`), which keeps
 * the page's origin; other relative URLs and protocol-relative ones (`//host`, `/\host`) are refused, since
 * where they lead depends on the page. On success `url` is the normalised string, which parses to the URL checked.
 */
export function checkUrl(value: unknown, use: UrlUse): CheckUrlReturnType {
  if (typeof value !== 'string') return { ok: false, reason: 'Expected a URL string' }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the WHATWG URL parser strips exactly these
  const url = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
  if (url === '') return { ok: false, reason: 'Expected a URL, got an empty string' }
  const isData = /^data:/i.test(url)
  const limit = use === 'image' && isData ? maxDataImageLength : maxUrlLength[use]
  if (url.length > limit) return { ok: false, reason: `Expected a URL of at most ${limit} characters` }
  // A path from the site's root (`/terms`, `/icons/app.png`) stays on the page's own origin and scheme.
  if ((use === 'link' || use === 'image') && /^\/(?![/\\])/.test(url)) return { ok: true, url }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return {
      ok: false,
      reason:
        use === 'link' || use === 'image'
          ? "Expected an absolute URL (scheme included) or a path from the site's root"
          : 'Expected an absolute URL (scheme included)',
    }
  }
  const scheme = parsed.protocol.slice(0, -1).toLowerCase()
  const allowed = use === 'deepLink' ? !blockedSchemes.has(scheme) : schemesByUse[use].includes(scheme)
  if (!allowed) return { ok: false, reason: `The scheme "${scheme}:" is not allowed for ${useNames[use]}` }
  if ((scheme === 'http' || scheme === 'https' || scheme === 'ws' || scheme === 'wss') && !parsed.hostname) {
    return { ok: false, reason: 'Expected a URL with a host' }
  }
  if (scheme === 'data') {
    const type = parsed.pathname.split(/[;,]/, 1)[0]?.trim().toLowerCase() ?? ''
    if (!imageType.test(type)) return { ok: false, reason: `The data type "${type}" is not an image type` }
  }
  return { ok: true, url }
}
