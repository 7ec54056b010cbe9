import type { ReactPlugin } from '@foyer/react'
import { type SocialsPlugin, socials as socialsHeadless } from '../socials.js'

export type SocialsReactPlugin = SocialsPlugin & Required<Pick<ReactPlugin, 'viewLoaders'>>

const loadConnectEmailView = () => import('./ConnectEmailView.js')

/** Email login with its view, loaded the first time the Connect view shows it. */
export function socials(options: { frameUrl: string }): SocialsReactPlugin {
  return { ...socialsHeadless(options), viewLoaders: { ConnectEmail: loadConnectEmailView } }
}
