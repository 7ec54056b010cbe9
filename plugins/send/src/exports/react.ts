// @foyer/plugin-send/react: the Send feature with its React views.
export { type SendReactPlugin, send } from '../react/send.js'
export type { PendingTransaction, SendPlugin, SendState, SendToken } from '../send.js'
