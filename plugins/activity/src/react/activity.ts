import type { ReactPlugin } from '@foyer/react'
import { type ActivityOptions, type ActivityPlugin, activity as activityHeadless } from '../activity.js'

export type ActivityReactPlugin = ActivityPlugin & Required<Pick<ReactPlugin, 'viewLoaders'>>

const loadActivityView = () => import('./ActivityView.js')

/** The Activity tab with its view, loaded the first time the Account view shows the tab. */
export function activity(options?: ActivityOptions): ActivityReactPlugin {
  return { ...activityHeadless(options), viewLoaders: { AccountActivity: loadActivityView } }
}
