// @foyer/plugin-siwx: Sign In With X, headless (no React). The view and `useAppKitSIWX`: `@foyer/plugin-siwx/react`.

export { checkSiwxSession } from '../checkSiwxSession.js'
export { type CreateFoyerSiwxParameters, createFoyerSiwx, type SiwxSessionStore } from '../createFoyerSiwx.js'
export { createSIWEConfig } from '../createSIWEConfig.js'
export { SiwxError } from '../errors.js'
export { formatMessage, getDidAddress, getDidChainId } from '../formatMessage.js'
export { formatSiwxMessage } from '../formatSiwxMessage.js'
export { getAddressFromMessage, getChainIdFromMessage } from '../getAddressFromMessage.js'
export { mapToSIWX } from '../mapToSIWX.js'
export { readStoredSessions, resolveSiwxConfig } from '../resolveSiwxConfig.js'
export { cancelSignIn, signInWithX } from '../signInWithX.js'
export type {
  AppKitSIWEClient,
  SIWEClientMethods,
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEMessageArgs,
  SIWESession,
  SIWEVerifyMessageArgs,
} from '../siweTypes.js'
export {
  getSignInView,
  getSiwxOptions,
  type SiwxContext,
  type SiwxOptions,
  type SiwxPlugin,
  type SiwxState,
  siwx,
  siwxNamespaces,
} from '../siwx.js'
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from '../siwxTypes.js'
export { type VerifySignatureParameters, verifySignature } from '../verifySignature.js'
