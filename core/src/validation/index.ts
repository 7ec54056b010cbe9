export { type CheckUrlReturnType, checkUrl, type UrlUse } from './checkUrl.js'
export { type CoinTypeFromChainIdErrorType, coinTypeFromChainId } from './coinTypeFromChainId.js'
export { isAddressForNamespace } from './isAddressForNamespace.js'
export { isBitcoinAddress } from './isBitcoinAddress.js'
export { isEmail } from './isEmail.js'
export { isEvmAddress } from './isEvmAddress.js'
export { isPolkadotAddress } from './isPolkadotAddress.js'
export { isRestrictedTimezone } from './isRestrictedTimezone.js'
export { isSolanaAddress } from './isSolanaAddress.js'
export { isValidName } from './isValidName.js'
export {
  InvalidAmountError,
  type InvalidAmountReason,
  parseTokenAmount,
} from './parseTokenAmount.js'
export { type ParseWithSchemaErrorType, parseWithSchema } from './parseWithSchema.js'
export { toSafeUrl } from './toSafeUrl.js'
export { toWalletLink } from './toWalletLink.js'
