import type { ReactPlugin } from '@foyer/react'
import { type SiwxOptions, type SiwxPlugin, siwx as siwxHeadless } from '../siwx.js'

export type SiwxReactPlugin = SiwxPlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadSignView = () => import('./SIWXSignMessageView.js')
/** The plugin's messages come in its view's chunk: one lazy boundary, not two splitting what they share with the page. */
const loadMessages = () => loadSignView().then((module) => module.siwxMessages)

/** Sign In With X with its view, loaded the first time it opens. */
export function siwx(options: SiwxOptions = {}): SiwxReactPlugin {
  return {
    ...siwxHeadless(options),
    messages: loadMessages,
    viewLoaders: { SIWXSignMessage: loadSignView, ConnectingSiwe: loadSignView },
  }
}
