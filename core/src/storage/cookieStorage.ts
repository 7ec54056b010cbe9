import type { StorageLike } from './StorageLike.js'

/** A year: the session is remembered as long as the wallet remembers the site. */
const maxAgeSeconds = 365 * 24 * 60 * 60

/** Foyer's values in cookies: what a server reads to render the page as the user last saw it. */
export type FoyerCookieState = Readonly<Record<string, string>>

function readCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    const name = part.slice(0, separator).trim()
    const value = part.slice(separator + 1).trim()
    try {
      cookies.set(decodeURIComponent(name), decodeURIComponent(value))
    } catch {
      // Not ours (or mangled): left out.
    }
  }
  return cookies
}

/**
 * The Web Storage API over `document.cookie` (as wagmi's `cookieStorage`): pass it as `storage` so the request's cookies
 * carry the connection, and a server can render the account with `cookieToInitialState`. Values are URI-encoded,
 * `SameSite=Lax`, kept a year. On a server (no `document`) it reads nothing and writes nothing.
 */
export const cookieStorage: StorageLike = {
  getItem(key) {
    if (typeof document === 'undefined') return null
    return readCookies(document.cookie).get(key) ?? null
  },
  setItem(key, value) {
    if (typeof document === 'undefined') return
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
    // biome-ignore lint/suspicious/noDocumentCookie: this is a cookie storage (the Cookie Store API is async)
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
  },
  removeItem(key) {
    if (typeof document === 'undefined') return
    // biome-ignore lint/suspicious/noDocumentCookie: this is a cookie storage (the Cookie Store API is async)
    document.cookie = `${encodeURIComponent(key)}=; Path=/; Max-Age=0; SameSite=Lax`
  },
}

/**
 * Foyer's values out of a request's `Cookie` header (`headers().get('cookie')` in Next.js), for
 * `<FoyerProvider initialState>`: the server renders the page, and the client hydrates it, in the stored state. Only
 * the cookies under `prefix` (the kernel's `storagePrefix`) are kept; each is validated when the kernel reads it.
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
  { prefix = '@foyer/' }: { prefix?: string } = {},
): FoyerCookieState {
  const state: Record<string, string> = {}
  for (const [name, value] of readCookies(cookieHeader)) if (name.startsWith(prefix)) state[name] = value
  return Object.freeze(state)
}

/** A read-only storage over a `cookieToInitialState` result (writes are dropped: a render must not change it). */
export function createCookieStateStorage(state: FoyerCookieState): StorageLike {
  return {
    getItem: (key) => state[key] ?? null,
    setItem: () => {},
    removeItem: () => {},
  }
}
