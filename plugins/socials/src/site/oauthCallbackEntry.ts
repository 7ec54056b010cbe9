// The social login popup's last page (built to oauth-callback.js beside oauth-callback.html): hands the result URL
// to the app window that opened the popup, at the app origin the frame wrote into `state`, and closes.
import { readSocialState } from './createSocialLogin.js'

const state = readSocialState(new URLSearchParams(window.location.search).get('state') ?? '')
const status = document.getElementById('status')
if (state && window.opener) {
  ;(window.opener as Window).postMessage(
    { type: '@foyer-frame/SOCIAL_RESULT', resultUri: window.location.href },
    state.origin,
  )
  if (status) status.textContent = 'Signed in. You can close this window.'
  window.close()
} else if (status)
  status.textContent = 'This sign-in link is not for an open app window. Close this window and try again.'
