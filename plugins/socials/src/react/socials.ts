import type { ReactPlugin } from '@foyer/react'
import { type SocialsPlugin, socials as socialsHeadless } from '../socials.js'

/** The plugin's messages, loaded with its views. */
const loadMessages = () => import('./socialsMessages.js').then((module) => module.socialsMessages)

export type SocialsReactPlugin = SocialsPlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadConnectEmailView = () => import('./ConnectEmailView.js')
const loadConnectSocialView = () => import('./ConnectSocialView.js')
const loadEmbeddedWalletView = () => import('./EmbeddedWalletView.js')
const loadUpdateEmailView = () => import('./UpdateEmailView.js')
const loadConnectingFarcasterView = () => import('./ConnectingFarcasterView.js')
const loadApproveInFrameView = () => import('./ApproveInFrameView.js')

/** Email and social login with their views, loaded the first time the Connect view shows them. */
export function socials(options: { frameUrl: string }): SocialsReactPlugin {
  return {
    ...socialsHeadless(options),
    messages: loadMessages,
    viewLoaders: {
      ConnectEmail: loadConnectEmailView,
      ConnectSocial: loadConnectSocialView,
      EmbeddedWallet: loadEmbeddedWalletView,
      UpdateEmail: loadUpdateEmailView,
      ConnectingFarcaster: loadConnectingFarcasterView,
      ApproveInFrame: loadApproveInFrameView,
    },
  }
}
