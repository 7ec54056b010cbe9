import type { ReactPlugin } from '@foyer/react'
import { type SiwxOptions, type SiwxPlugin, siwx as siwxHeadless } from '../siwx.js'

/** The plugin's messages, loaded with its views. */
const loadMessages = () => import('./siwxMessages.js').then((module) => module.siwxMessages)

export type SiwxReactPlugin = SiwxPlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadSignView = () => import('./SIWXSignMessageView.js')

/** Sign In With X with its view, loaded the first time it opens. */
export function siwx(options: SiwxOptions = {}): SiwxReactPlugin {
  return {
    ...siwxHeadless(options),
    messages: loadMessages,
    viewLoaders: { SIWXSignMessage: loadSignView, ConnectingSiwe: loadSignView },
  }
}
