import type { ReactPlugin } from '@foyer/react'
import { type OnrampPlugin, onramp as onrampHeadless } from '../onramp.js'

/** The plugin's messages, loaded with its views. */
const loadMessages = () => import('./onrampMessages.js').then((module) => module.onrampMessages)

export type OnrampReactPlugin = OnrampPlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadProvidersView = () => import('./OnRampProvidersView.js')

/** Buying crypto with its view, loaded the first time it opens. */
export function onramp(): OnrampReactPlugin {
  return { ...onrampHeadless(), messages: loadMessages, viewLoaders: { OnRampProviders: loadProvidersView } }
}
