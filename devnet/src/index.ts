export * from './bitcoin/index.js'
export {
  type DevnetInfo,
  DevnetInfoNotFoundError,
  defaultDevnetInfoPath,
  devnetInfoSchema,
  InvalidDevnetInfoError,
  readDevnetInfo,
} from './devnetInfo.js'
export {
  foyerPoolAbi,
  foyerSpamNftAbi,
  foyerSwapRouterAbi,
  foyerTokenAbi,
  multicall3Abi,
  wrappedNativeAbi,
} from './evm/abis.js'
export {
  type CompileContractsReturnType,
  type ContractArtifacts,
  compileContracts,
} from './evm/compileContracts.js'
export { deployerAccount } from './evm/deployDevnetContracts.js'
export { defaultMnemonic, deriveDevAccounts } from './evm/deriveDevAccounts.js'
export {
  devnetPoolPairs,
  devnetTokens,
  poolDepthUsd,
  spamNftSpec,
  wrappedNativeSpec,
} from './evm/devnetTokens.js'
export { AnvilStartError, ContractCompilationError, ContractDeploymentError } from './evm/errors.js'
export { evmChainNames, getEvmChainName } from './evm/evmChainNames.js'
export { getFreePort } from './evm/getFreePort.js'
export { multicall3Address } from './evm/multicall3Address.js'
export { nativeTokenAddress } from './evm/nativeTokenAddress.js'
export { type StartAnvilParameters, type StartAnvilReturnType, startAnvil } from './evm/startAnvil.js'
export {
  defaultEvmBasePort,
  defaultEvmChainIds,
  InvalidEvmChainsOptionsError,
  type StartEvmChainsParameters,
  startEvmChains,
} from './evm/startEvmChains.js'
export { type PricedSymbol, tokenPricesUsd } from './evm/tokenPricesUsd.js'
export { toViemChain } from './evm/toViemChain.js'
export type { DevAccount, EvmDevnet, EvmDevnetChain, EvmDevnetPool, EvmDevnetToken } from './evm/types.js'
export { type StartRelayParameters, type StartRelayReturnType, startRelay } from './relay/startRelay.js'
export {
  type ReferenceService,
  type StartReferenceServiceParameters,
  startReferenceService,
} from './service/startReferenceService.js'
export * from './solana/index.js'
export {
  type Devnet,
  DevnetStartError,
  defaultDevnetPorts,
  InvalidDevnetOptionsError,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet.js'
export * from './wallets/index.js'
