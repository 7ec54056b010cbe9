import type { ReactPlugin } from '@foyer/react'
import { type ReceivePlugin, receive as receiveHeadless } from '../receive.js'

/** The plugin's messages, loaded with its views. */
const loadMessages = () => import('./receiveMessages.js').then((module) => module.receiveMessages)

export type ReceiveReactPlugin = ReceivePlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadReceiveView = () => import('./ReceiveView.js')

/** The Receive feature with its view, loaded the first time the view opens. */
export function receive(): ReceiveReactPlugin {
  return { ...receiveHeadless(), messages: loadMessages, viewLoaders: { Receive: loadReceiveView } }
}
