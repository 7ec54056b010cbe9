// @foyer/plugin-siwx: Sign In With X, headless (no React). The view and `useAppKitSIWX`: `@foyer/plugin-siwx/react`.

export { checkSiwxSession } from '../checkSiwxSession.js'
export { type CreateFoyerSiwxParameters, createFoyerSiwx, type SiwxSessionStore } from '../createFoyerSiwx.js'
export { createSIWEConfig } from '../createSIWEConfig.js'
export { DefaultSIWX, type DefaultSIWXParameters } from '../DefaultSIWX.js'
export { EIP155Verifier } from '../EIP155Verifier.js'
export { SiwxError } from '../errors.js'
export {
  FoyerAuthentication as CloudAuthSIWX,
  FoyerAuthentication,
  FoyerAuthentication as ReownAuthentication,
  type FoyerAuthenticationParameters,
} from '../FoyerAuthentication.js'
export { formatMessage, getDidAddress, getDidChainId } from '../formatMessage.js'
export { formatSiwxMessage } from '../formatSiwxMessage.js'
export { getAddressFromMessage, getChainIdFromMessage } from '../getAddressFromMessage.js'
export { InformalMessenger, type InformalMessengerParameters } from '../InformalMessenger.js'
export { LocalStorage } from '../LocalStorage.js'
export { mapToSIWX } from '../mapToSIWX.js'
export { readStoredSessions, resolveSiwxConfig } from '../resolveSiwxConfig.js'
export { SolanaVerifier } from '../SolanaVerifier.js'
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
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXMessenger,
  SIWXSession,
  SIWXStorage,
  SIWXVerifier,
} from '../siwxTypes.js'
export { type VerifySignatureParameters, verifySignature } from '../verifySignature.js'
