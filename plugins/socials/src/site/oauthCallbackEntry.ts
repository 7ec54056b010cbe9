// The social login's last page (built to oauth-callback.js beside oauth-callback.html). In a popup it hands the
// result URL to the app window that opened it, at the app origin the frame wrote into `state`. In redirect mode (a
// Telegram mini-app) it goes back to the app page named in `state`, with the result in `result_uri`.
import { readSocialState } from './createSocialLogin.js'

const state = readSocialState(new URLSearchParams(window.location.search).get('state') ?? '')
const status = document.getElementById('status')
const say = (text: string) => {
  if (status) status.textContent = text
}
if (state && window.opener) {
  ;(window.opener as Window).postMessage(
    { type: '@foyer-frame/SOCIAL_RESULT', resultUri: window.location.href },
    state.origin,
  )
  say('Signed in. You can close this window.')
} else if (state?.returnUrl && new URL(state.returnUrl).origin === new URL(state.origin).origin) {
  const back = new URL(state.returnUrl)
  back.searchParams.set('result_uri', window.location.href)
  window.location.replace(back.href)
} else say('This sign-in link is not for an open app window. Close this window and try again.')
