/**
 * What a URL is for, which decides the schemes it may use:
 * - `link`: a page a user opens (terms, privacy policy, explorer, homepage, store page): http(s).
 * - `deepLink`: a wallet's link (registry mobile/desktop/web app links, custom wallets): an https universal link
 *   (http only on a loopback host, for local development) or the wallet's own scheme in the form `name://`
 *   (`metamask://`, `trust://wc?uri=…`), never a scheme that runs script, reads local data or hands the URL to an
 *   operating-system handler (`ms-msdt:`, `search-ms:`, `intent:`, `shell:`, `file:`, …).
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

/**
 * Schemes no wallet link may use: they run script, read local or page data, reach browser internals, or hand the URL
 * to an operating-system handler (Windows protocol handlers such as `ms-msdt:` or `search-ms:`, Android intents,
 * shells, file shares, installers, other apps' command lines).
 */
const blockedSchemes = new Set([
  ...'javascript vbscript livescript data file blob filesystem about view-source'.split(' '),
  ...'jar mhtml resource chrome chrome-extension moz-extension edge opera brave vivaldi'.split(' '),
  ...'intent android-app shell search search-ms hcp help its mk res jnlp smb nfs afp cifs'.split(' '),
  ...'ftp ftps sftp ssh telnet ldap ldaps ws wss gopher news nntp mailto tel sms facetime facetime-audio'.split(
    ' ',
  ),
  ...'callto skype steam vscode vscode-insiders itms-services itms-apps read calculator'.split(' '),
])
/** Scheme families of operating-system handlers: Windows' `ms-*` and `microsoft-*`, Apple's `x-apple-*`. */
const blockedSchemePrefixes = ['ms-', 'microsoft-', 'x-apple-', 'windows']
const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/** Whether a wallet link may use `scheme` as written at the start of `url` (already lower case). */
function checkDeepLinkScheme(scheme: string, url: string, parsed: URL): string | undefined {
  if (scheme === 'https') return undefined
  if (scheme === 'http')
    return loopbackHost.test(parsed.hostname)
      ? undefined
      : 'A wallet link must be https (http only on a loopback host)'
  if (blockedSchemes.has(scheme) || blockedSchemePrefixes.some((prefix) => scheme.startsWith(prefix)))
    return `The scheme "${scheme}:" is not allowed for a wallet link`
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url))
    return `A wallet's own scheme must be written "${scheme}://", not "${scheme}:"`
  return undefined
}

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
  if (use === 'deepLink') {
    const refused = checkDeepLinkScheme(scheme, url, parsed)
    if (refused) return { ok: false, reason: refused }
  } else if (!schemesByUse[use].includes(scheme))
    return { ok: false, reason: `The scheme "${scheme}:" is not allowed for ${useNames[use]}` }
  if ((scheme === 'http' || scheme === 'https' || scheme === 'ws' || scheme === 'wss') && !parsed.hostname) {
    return { ok: false, reason: 'Expected a URL with a host' }
  }
  if (scheme === 'data') {
    const type = parsed.pathname.split(/[;,]/, 1)[0]?.trim().toLowerCase() ?? ''
    if (!imageType.test(type)) return { ok: false, reason: `The data type "${type}" is not an image type` }
  }
  return { ok: true, url }
}
