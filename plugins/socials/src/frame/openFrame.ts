import type { SocialsContext } from '../socials.js'
import type { FrameChannel } from './createFrameChannel.js'
import { loadFrame } from './loadFrame.js'

/** The plugin's secure frame and its channel, loaded on first use with the query of SPEC §7. */
export function openFrame(context: SocialsContext): Promise<FrameChannel> {
  return loadFrame(context.getState().frameUrl, {
    projectId: context.options.projectId,
    chainId: context.storage.get('lastUsedChain') ?? String(context.getNetwork().chainId ?? 1),
    version: '0.0.0',
    enableLogger: 'false',
  })
}
