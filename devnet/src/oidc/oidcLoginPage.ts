/**
 * The login form posts to the provider, which redirects to the service's callback, which redirects to the frame's
 * callback page: CSP's form-action covers the whole chain, and every devnet part is on a loopback host.
 */
const loginCsp =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://127.0.0.1:* http://localhost:*; frame-ancestors 'none'"
const headers = (csp: string) => ({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': csp,
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
})

/** The devnet OpenID provider's login page: sign in as any username (and, optionally, an email). */
export function oidcLoginPage({ uid, name }: { uid: string; name: string }) {
  const title = `Sign in with ${escapeHtml(name)}`
  return {
    headers: headers(loginCsp),
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} (Foyer devnet)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto">
<h1>${title}</h1><p>This is the Foyer devnet's OpenID provider, standing in for ${escapeHtml(name)}'s login page.</p>
<form method="post" action="/interaction/${uid}/login">
<p><label>Username <input name="username" value="dev-user" required pattern="[A-Za-z0-9_.\\-]{1,40}"></label></p>
<p><label>Email (optional) <input name="email" type="email"></label></p>
<button type="submit">Continue</button></form>
<form method="post" action="/interaction/${uid}/cancel"><button type="submit">Cancel</button></form></body></html>`,
  }
}

export function oidcRefusedPage(reason = 'This sign-in was not started here, or it has expired.') {
  return {
    headers: headers("default-src 'none'; frame-ancestors 'none'"),
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in refused</title></head>
<body><h1>Sign-in refused</h1><p>${escapeHtml(reason)} Close this window and try again from the app.</p></body></html>`,
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
