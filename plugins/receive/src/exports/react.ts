// @foyer/plugin-receive/react: the Receive feature with its React view.
export { type ReceiveReactPlugin, receive } from '../react/receive.js'
export type { ReceivePlugin } from '../receive.js'
