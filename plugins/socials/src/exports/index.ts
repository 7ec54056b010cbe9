export {
  createFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
  type FrameRequestOptions,
} from '../frame/createFrameChannel.js'
export {
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  FrameReplyError,
  FrameRequestAbortedError,
  FrameTimeoutError,
} from '../frame/frameErrors.js'
export {
  type FrameEventName,
  type FrameRequest,
  type FrameResponse,
  type FrameUser,
  frameEventNames,
  frameEventTimeoutMs,
  type SocialProvider,
  socialProviders,
} from '../frame/frameEvents.js'
export { type SocialsPlugin, type SocialsState, socials } from '../socials.js'
