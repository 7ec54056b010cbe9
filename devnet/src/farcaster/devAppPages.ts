import type { Address } from 'viem'
import type { FarcasterDevAccount } from './farcasterDevAccounts.js'

export const devAppPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  // Not `no-referrer`: with it, a browser sends `Origin: null` on the page's own form posts, which approve refuses.
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
}

/** The dev Farcaster app's pages: plain HTML and forms, no script. */
export const devAppPages = {
  signIn({
    channelToken,
    domain,
    siweUri,
    accounts,
  }: {
    channelToken: string
    domain: string
    siweUri: string
    accounts: (FarcasterDevAccount & { custody: Address })[]
  }): string {
    const forms = accounts
      .map(
        (account) => `<form method="post" action="/~/siwf/approve">
<input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">
<input type="hidden" name="fid" value="${account.fid}">
<button type="submit"><img src="${escapeHtml(account.pfpUrl)}" alt="" width="32" height="32">
<span>Sign in as @${escapeHtml(account.username)}<small>fid ${account.fid} · ${account.custody}</small></span></button>
</form>`,
      )
      .join('\n')
    return page(
      'Sign in with Farcaster',
      `<p><strong>${escapeHtml(domain)}</strong> asks you to sign in with Farcaster.</p>
<p>URI: <code>${escapeHtml(siweUri)}</code></p>
${forms}
<p class="note">The Foyer devnet's stand-in for the Farcaster app: it signs with the dev accounts' custody keys.</p>`,
    )
  },

  signedIn({ username, redirectUrl }: { username: string; redirectUrl: string | undefined }): string {
    const link = redirectUrl && isSafeLink(redirectUrl) ? redirectUrl : undefined
    return page(
      'Signed in',
      `<p>Signed in as @${escapeHtml(username)}. You can return to the app.</p>${
        link ? `\n<p><a href="${escapeHtml(link)}">Return to the app</a></p>` : ''
      }`,
    )
  },

  error(title: string, message: string): string {
    return page(title, `<p>${escapeHtml(message)}</p>`)
  },
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} (Foyer dev Farcaster)</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1c1c1c }
form { margin: 0.5rem 0 }
button { display: flex; gap: 0.75rem; align-items: center; width: 100%; padding: 0.6rem 0.8rem; border: 1px solid #ccc;
  border-radius: 0.6rem; background: #fff; font: inherit; text-align: left; cursor: pointer }
button:hover { border-color: #7c65c1 }
button img { border-radius: 50% }
small { display: block; color: #666; font-size: 0.75rem; word-break: break-all }
code { word-break: break-all }
.note { color: #666; font-size: 0.85rem }
</style></head>
<body><h1>${escapeHtml(title)}</h1>
${body}
</body></html>`
}

/** A link the page may offer: not `javascript:` or another scheme that runs or reads something in place. */
function isSafeLink(url: string): boolean {
  try {
    return !['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'].includes(new URL(url).protocol)
  } catch {
    return false
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
