// @foyer/plugin-activity/react: the Activity tab with its React view.
export type { ActivityOptions, ActivityPlugin, ActivityState } from '../activity.js'
export { type ActivityReactPlugin, activity } from '../react/activity.js'
