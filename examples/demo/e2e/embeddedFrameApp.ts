// The app side of the embedded-wallet frame test: a page that loads the secure frame hidden, as the socials plugin
// will, and exposes its protocol channel to the test as `window.__frame`.
import { createFrameChannel } from '@foyer/plugin-socials'

const frameUrl = new URL((window as { __FRAME_URL__?: string }).__FRAME_URL__ ?? '')
frameUrl.searchParams.set('projectId', 'foyer-dev')
frameUrl.searchParams.set(
  'chainId',
  String((window as { __FRAME_CHAIN_ID__?: number }).__FRAME_CHAIN_ID__ ?? 1),
)
frameUrl.searchParams.set('version', '0.0.0')
frameUrl.searchParams.set('enableLogger', 'false')
const iframe = document.createElement('iframe')
iframe.src = frameUrl.href
iframe.title = 'Foyer secure frame'
iframe.hidden = true
const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }))
document.body.append(iframe)
const channel = createFrameChannel({
  frameOrigin: frameUrl.origin,
  getFrameWindow: () => iframe.contentWindow,
  window,
})
Object.assign(window, { __frame: channel, __frameLoaded: loaded, __iframe: iframe })
