/** A browser's steps at the devnet's OpenID provider, by fetch with a cookie jar (for tests of the service). */
export type OidcSignIn = {
  /** The login page's response (its CSP, its HTML). */
  page: Response
  /** Where the service's callback sent the browser (the frame's callback page, with `code` or `error`). */
  back: URL
  /** The provider's redirect to the service's callback (with `code`, `state`, `iss`). */
  callback: URL
}

const locationOf = (response: Response, base: string) =>
  new URL(response.headers.get('location') ?? 'about:blank', base)

/**
 * Follows a login from the service's `GET /auth/oauth/{provider}` link through the provider's login page (as
 * `username`, or "Cancel"), to the service's callback and its redirect.
 */
export async function signInAtOidcProvider(
  serviceLink: string,
  login: { username: string; email?: string } | 'cancel',
  /** How the browser brings the provider's answer to the service: a redirect, or a form POST (Apple's form_post). */
  deliver: 'redirect' | 'form_post' = 'redirect',
): Promise<OidcSignIn> {
  const jar = new Map<string, string>()
  const step = async (url: string | URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }
  let response = await step(serviceLink)
  let url = locationOf(response, serviceLink)
  // The authorization endpoint sends the browser to the interaction (login) page.
  while (!url.pathname.startsWith('/interaction/')) {
    response = await step(url)
    if (response.status < 300 || response.status >= 400)
      throw new Error(
        `Expected a redirect from ${url.href}, got ${response.status}: ${await response.text()}`,
      )
    url = locationOf(response, url.href)
  }
  const page = await step(url)
  const form =
    login === 'cancel'
      ? undefined
      : new URLSearchParams({ username: login.username, email: login.email ?? '' })
  response = await step(`${url.href}/${login === 'cancel' ? 'cancel' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form ?? '',
  })
  url = locationOf(response, url.href)
  // The provider resumes the authorization and comes back to the service's callback.
  while (!url.pathname.startsWith('/auth/oauth/callback/')) {
    response = await step(url)
    if (response.status < 300 || response.status >= 400)
      throw new Error(
        `Expected a redirect from ${url.href}, got ${response.status}: ${await response.text()}`,
      )
    url = locationOf(response, url.href)
  }
  const callback = url
  response =
    deliver === 'redirect'
      ? await step(callback)
      : await step(`${callback.origin}${callback.pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: callback.searchParams.toString(),
        })
  if (response.status !== 302)
    throw new Error(`The service's callback answered ${response.status}: ${await response.text()}`)
  return { page, back: locationOf(response, callback.href), callback }
}
