export { type BuildSignInMessageParameters, buildSignInMessage } from './buildSignInMessage.js'
export type { FarcasterChannel } from './createChannelStore.js'
export {
  FarcasterRelayListenError,
  FarcasterRelayParametersError,
  FarcasterRelayRequestError,
} from './errors.js'
export { type FarcasterDevAccount, farcasterDevAccounts } from './farcasterDevAccounts.js'
export {
  type StartFarcasterRelayParameters,
  type StartFarcasterRelayReturnType,
  startFarcasterRelay,
} from './startFarcasterRelay.js'
