import type { ReactPlugin } from '@foyer/react'
import { type OnrampPlugin, onramp as onrampHeadless } from '../onramp.js'

export type OnrampReactPlugin = OnrampPlugin & Required<Pick<ReactPlugin, 'viewLoaders'>>

const loadProvidersView = () => import('./OnRampProvidersView.js')

/** Buying crypto with its view, loaded the first time it opens. */
export function onramp(): OnrampReactPlugin {
  return { ...onrampHeadless(), viewLoaders: { OnRampProviders: loadProvidersView } }
}
