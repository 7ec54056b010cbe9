export { type AccountType, type AccountTypeMap, accountTypes } from './accountTypes.js'
export { type ChainNamespace, chainNamespaces, isChainNamespace } from './chainNamespaces.js'
export { getDefaultAccountType } from './getDefaultAccountType.js'
export { isCaipAddress } from './isCaipAddress.js'
export { isCaipNetworkId } from './isCaipNetworkId.js'
export {
  type ParseCaipAddressErrorType,
  type ParseCaipAddressReturnType,
  parseCaipAddress,
} from './parseCaipAddress.js'
export {
  type ParseCaipNetworkIdErrorType,
  type ParseCaipNetworkIdReturnType,
  parseCaipNetworkId,
} from './parseCaipNetworkId.js'
export { type ToCaipAddressErrorType, toCaipAddress } from './toCaipAddress.js'
export type { CaipAddress, CaipNetworkId } from './types.js'
