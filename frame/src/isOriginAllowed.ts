/**
 * Whether `origin` is one of `allowed`: an exact origin (`https://app.example.com`), or a host on any port
 * (`http://127.0.0.1:*`, for local development), the same pattern a CSP `frame-ancestors` source takes.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  return allowed.some((pattern) => {
    if (!pattern.endsWith(':*')) return URL.canParse(pattern) && new URL(pattern).origin === url.origin
    const base = pattern.slice(0, -2)
    return (
      URL.canParse(base) && new URL(base).protocol === url.protocol && new URL(base).hostname === url.hostname
    )
  })
}
