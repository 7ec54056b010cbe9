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

/** Shows the frame's approval page for `approvalId`, visible, as the socials plugin's ApproveInFrame view does. */
function openApproval(approvalId: string): HTMLIFrameElement {
  const url = new URL(frameUrl.href)
  url.search = ''
  url.searchParams.set('approval', approvalId)
  const page = document.createElement('iframe')
  page.src = url.href
  page.title = 'Your embedded wallet: approve or reject the request'
  page.dataset.approval = approvalId
  page.width = '420'
  page.height = '520'
  // In place, as in a modal, with no scrolling to reach it: Chromium drops clicks into a frame that watches its own
  // visibility (the approval page does) while it has just moved, and scrolling the page counts as moving.
  page.style.position = 'fixed'
  page.style.top = '0'
  page.style.left = '0'
  document.body.append(page)
  return page
}
Object.assign(window, { __openApproval: openApproval })
