import type { SocialsContext } from '../socials.js'
import type { FrameChannel } from './createFrameChannel.js'
import { localeTagSchema } from './frameEvents.js'

/**
 * Sends the app's UI language to the frame (SYNC_LOCALE) now and again whenever the app switches it (`setLocale`), so
 * the frame's approval page reads in the modal's language. Without a locale (or with one that is not a language tag)
 * the frame follows the browser's languages, as the modal does. Returns the unsubscribe.
 */
export function syncLocale(context: SocialsContext, channel: FrameChannel): () => void {
  let sent: string | undefined | null = null
  const send = () => {
    const asked = context.getLocale()
    const locale = localeTagSchema.safeParse(asked).success ? asked : undefined
    if (locale === sent) return
    sent = locale
    // A frame that cannot take it shows its page in the browser's language.
    channel.request('SYNC_LOCALE', locale ? { locale } : {}).catch(() => {})
  }
  send()
  return context.subscribe(send)
}
