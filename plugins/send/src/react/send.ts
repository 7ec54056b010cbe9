import type { ReactPlugin } from '@foyer/react'
import { type SendPlugin, send as sendHeadless } from '../send.js'

export type SendReactPlugin = SendPlugin & Required<Pick<ReactPlugin, 'viewLoaders'>>

const loadSendView = () => import('./SendView.js')
const loadSendReviewView = () => import('./SendReviewView.js')

/** The Send feature with its views, loaded the first time one opens. */
export function send(): SendReactPlugin {
  return { ...sendHeadless(), viewLoaders: { Send: loadSendView, SendReview: loadSendReviewView } }
}
