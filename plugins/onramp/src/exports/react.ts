// @foyer/plugin-onramp/react: buying crypto with its React view.
export type { OnrampPlugin, OnrampState } from '../onramp.js'
export { type OnrampReactPlugin, onramp } from '../react/onramp.js'
