import type { ReactPlugin } from '@foyer/react'
import { type ReceivePlugin, receive as receiveHeadless } from '../receive.js'

export type ReceiveReactPlugin = ReceivePlugin & Required<Pick<ReactPlugin, 'viewLoaders'>>

const loadReceiveView = () => import('./ReceiveView.js')

/** The Receive feature with its view, loaded the first time the view opens. */
export function receive(): ReceiveReactPlugin {
  return { ...receiveHeadless(), viewLoaders: { Receive: loadReceiveView } }
}
