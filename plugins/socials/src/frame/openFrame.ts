import { version } from '@foyer/core'
import type { SocialsContext } from '../socials.js'
import type { FrameChannel } from './createFrameChannel.js'
import { loadFrame } from './loadFrame.js'
import { syncLocale } from './syncLocale.js'
import { syncTheme } from './syncTheme.js'

const synced = new WeakMap<FrameChannel, Promise<unknown>>()

/**
 * The plugin's secure frame and its channel, loaded on first use with the query of SPEC §7; the app's metadata goes to
 * it once (SYNC_DAPP_DATA) before anything else, so that its mails can name the app; its theme and language follow
 * (SYNC_THEME, SYNC_LOCALE).
 */
export async function openFrame(context: SocialsContext): Promise<FrameChannel> {
  const channel = await loadFrame(context.getState().frameUrl, {
    projectId: context.options.projectId,
    chainId: context.storage.get('lastUsedChain') ?? String(context.getNetwork().chainId ?? 1),
    version,
    enableLogger: String(context.options.enableAuthLogger),
  })
  let sync = synced.get(channel)
  if (!sync) {
    const { metadata } = context.options
    sync = channel
      .request('SYNC_DAPP_DATA', {
        projectId: context.options.projectId,
        sdkVersion: version,
        sdkType: 'foyer',
        ...(metadata ? { metadata } : {}),
      })
      // A frame without it still works; its mails just don't name the app.
      .catch(() => {})
      .then(() => {
        syncTheme(context, channel)
        syncLocale(context, channel)
      })
    synced.set(channel, sync)
  }
  await sync
  return channel
}
