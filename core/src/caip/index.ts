export { type AccountType, type AccountTypeMap, accountTypes } from './accountTypes.js'
export { builtinChainNamespaceDefinitions } from './builtinChainNamespaceDefinitions.js'
export { type ChainNamespaceDefinition, defineChainNamespace } from './ChainNamespaceDefinition.js'
export {
  type BuiltinChainNamespace,
  type ChainNamespace,
  type ChainNamespaces,
  type CustomChainNamespace,
  chainNamespaces,
  isBuiltinChainNamespace,
  isChainNamespace,
  listChainNamespaces,
} from './chainNamespaces.js'
export { getChainNamespaceDefinition } from './getChainNamespaceDefinition.js'
export { getAccountTypes, getDefaultAccountType } from './getDefaultAccountType.js'
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
export { registerChainNamespace } from './registerChainNamespace.js'
export { type ToCaipAddressErrorType, toCaipAddress } from './toCaipAddress.js'
export type { CaipAddress, CaipNetworkId } from './types.js'
