import type { ReactPlugin } from '@foyer/react'
import { type ActivityOptions, type ActivityPlugin, activity as activityHeadless } from '../activity.js'

/** The plugin's messages, loaded with its views. */
const loadMessages = () => import('./activityMessages.js').then((module) => module.activityMessages)

export type ActivityReactPlugin = ActivityPlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadActivityView = () => import('./ActivityView.js')

/** The Activity tab with its view, loaded the first time the Account view shows the tab. */
export function activity(options?: ActivityOptions): ActivityReactPlugin {
  return {
    ...activityHeadless(options),
    messages: loadMessages,
    viewLoaders: { AccountActivity: loadActivityView },
  }
}
