// The social login's last page (built to oauth-callback.js beside oauth-callback.html). The service sends the browser
// here with the login's code and the app origin it bound the login to. If the frame's config allows that origin, a
// popup hands the result URL to the app window that opened it (at that origin alone) and redirect mode (a Telegram
// mini-app) goes back to the bound app page with `result_uri`. Otherwise the login is cancelled: its code dies.
import { socialResultTarget } from './createSocialLogin.js'
import { frameConfigSchema } from './frameConfig.js'

const status = document.getElementById('status')
const say = (text: string) => {
  if (status) status.textContent = text
}
const refused =
  'This sign-in is not for an app this wallet serves. Close this window and try again from the app.'

void (async () => {
  const config = frameConfigSchema.parse(
    await (await fetch(new URL('frame-config.json', window.location.href))).json(),
  )
  const target = socialResultTarget(window.location.href, config.allowedOrigins, Boolean(window.opener))
  if (target.mode === 'popup') {
    ;(window.opener as Window).postMessage(
      { type: '@foyer-frame/SOCIAL_RESULT', resultUri: window.location.href },
      target.appOrigin,
    )
    say('Signed in. You can close this window.')
  } else if (target.mode === 'redirect') window.location.replace(target.url)
  else {
    // Cancelled before the page says so: once it does, the code is dead.
    if (target.state)
      await fetch(new URL('/auth/oauth/cancel', config.apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state: target.state }),
      }).catch(() => undefined)
    say(refused)
  }
})().catch(() => say(refused))
