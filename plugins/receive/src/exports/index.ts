// @foyer/plugin-receive: the Receive wallet feature, headless (no React). Views: `@foyer/plugin-receive/react`.
export { type ReceivePlugin, receive } from '../receive.js'
