import type { ReactPlugin } from '@foyer/react'
import { type SiwxOptions, type SiwxPlugin, siwx as siwxHeadless } from '../siwx.js'

export type SiwxReactPlugin = SiwxPlugin & Required<Pick<ReactPlugin, 'viewLoaders'>>

const loadSignView = () => import('./SIWXSignMessageView.js')

/** Sign In With X with its view, loaded the first time it opens. */
export function siwx(options: SiwxOptions = {}): SiwxReactPlugin {
  return { ...siwxHeadless(options), viewLoaders: { SIWXSignMessage: loadSignView } }
}
