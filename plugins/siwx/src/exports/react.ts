// @foyer/plugin-siwx/react: Sign In With X with its React view, and `useAppKitSIWX`.

export { type SiwxReactPlugin, siwx } from '../react/siwx.js'
export { useAppKitSIWX } from '../react/useAppKitSIWX.js'
export type { SiwxOptions, SiwxPlugin, SiwxState } from '../siwx.js'
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from '../siwxTypes.js'
