import { createFrameChannel, type FrameChannel } from './createFrameChannel.js'
import { FrameLoadError } from './frameErrors.js'

const channels = new Map<string, Promise<FrameChannel>>()

/**
 * The hidden secure frame for `frameUrl`, appended once per page on first use, and its channel. The query carries
 * what the frame needs (SPEC §7: projectId, chainId, version, enableLogger). A frame that does not load rejects with
 * 'Unable to load email login dependency' (and the next call tries again).
 */
export function loadFrame(frameUrl: string, query: Record<string, string>): Promise<FrameChannel> {
  const existing = channels.get(frameUrl)
  if (existing) return existing
  const url = new URL(frameUrl)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  const iframe = document.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Foyer secure frame'
  iframe.hidden = true
  iframe.dataset.foyerFrame = ''
  const loading = new Promise<FrameChannel>((resolve, reject) => {
    iframe.addEventListener(
      'load',
      () =>
        resolve(
          createFrameChannel({ frameOrigin: url.origin, getFrameWindow: () => iframe.contentWindow, window }),
        ),
      { once: true },
    )
    iframe.addEventListener(
      'error',
      () => {
        channels.delete(frameUrl)
        iframe.remove()
        reject(new FrameLoadError({ url: url.href }))
      },
      { once: true },
    )
  })
  channels.set(frameUrl, loading)
  document.body.append(iframe)
  return loading
}
