// @foyer/plugin-socials/react: email login with its React view (loaded on first use).

export { type SocialsReactPlugin, socials } from '../react/socials.js'
export { type UseAppKitUpdateEmailParameters, useAppKitUpdateEmail } from '../react/useAppKitUpdateEmail.js'
export type { SocialsPlugin, SocialsState } from '../socials.js'
