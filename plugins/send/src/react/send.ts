import type { ReactPlugin } from '@foyer/react'
import { type SendPlugin, send as sendHeadless } from '../send.js'

/** The plugin's messages, loaded with its views. */
const loadMessages = () => import('./sendMessages.js').then((module) => module.sendMessages)

export type SendReactPlugin = SendPlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadSendView = () => import('./SendView.js')
const loadSendReviewView = () => import('./SendReviewView.js')

/** The Send feature with its views, loaded the first time one opens. */
export function send(): SendReactPlugin {
  return {
    ...sendHeadless(),
    messages: loadMessages,
    viewLoaders: { Send: loadSendView, SendReview: loadSendReviewView },
  }
}
