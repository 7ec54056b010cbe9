// The protocol between the app and the secure frame, for the frame site (`@foyer/embedded-frame`) and hosts that build
// their own frame page: the events and their schemas, the errors, and both ends of the channel. Nothing here imports
// the frame's signing dependencies.
export {
  createFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
  type FrameRequestOptions,
} from '../frame/createFrameChannel.js'
export {
  createFrameResponder,
  type FrameHandlers,
  type FrameResponderOptions,
} from '../frame/createFrameResponder.js'
export {
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  FrameReplyError,
  FrameRequestAbortedError,
  FrameTimeoutError,
} from '../frame/frameErrors.js'
export {
  approvalIdSchema,
  approvalMethods,
  approvalQueryKey,
  type FrameEventName,
  type FrameRequest,
  type FrameResponse,
  type FrameUser,
  frameEventNames,
  frameEvents,
  frameEventTimeoutMs,
  frameUserSchema,
  listSmartSessionsMethod,
  localeTagSchema,
  protectWithPasskeyMethod,
  type SmartSession,
  type SocialProvider,
  smartSessionListSchema,
  smartSessionSchema,
  socialProviders,
  unlockWalletMethod,
  userRejectedMessage,
  type WalletProtection,
  walletProtectionSchema,
} from '../frame/frameEvents.js'
