import type { SocialsContext } from '../socials.js'
import type { FrameChannel } from './createFrameChannel.js'

const darkQuery = '(prefers-color-scheme: dark)'

/** The mode the app renders: `system` resolved through `prefers-color-scheme`. */
function resolvedMode(themeMode: 'dark' | 'light' | 'system'): 'dark' | 'light' {
  if (themeMode !== 'system') return themeMode
  return typeof matchMedia === 'function' && !matchMedia(darkQuery).matches ? 'light' : 'dark'
}

/**
 * Sends the app's theme to the frame (SYNC_THEME) now and again whenever the mode (or the device's colour scheme,
 * under `system`) or the variables change, so the frame's approval page matches the modal. Returns the unsubscribe.
 */
export function syncTheme(context: SocialsContext, channel: FrameChannel): () => void {
  let sent = ''
  const send = () => {
    const { themeMode, themeVariables } = context.getTheme()
    const theme = { themeMode: resolvedMode(themeMode), themeVariables }
    const key = JSON.stringify(theme)
    if (key === sent) return
    sent = key
    // A frame that cannot take it keeps its own light page.
    channel.request('SYNC_THEME', theme).catch(() => {})
  }
  send()
  const unsubscribe = context.subscribe(send)
  const query = typeof matchMedia === 'function' ? matchMedia(darkQuery) : undefined
  query?.addEventListener('change', send)
  return () => {
    unsubscribe()
    query?.removeEventListener('change', send)
  }
}
