// The service's helpers the devnet's users (tests, the demo) reach for: free ports and chain names.
export { evmChainNames, getEvmChainName, multicall3Address } from '@foyer/service'
export { getFreePort } from '@foyer/service/testing'
export * from './bitcoin/index.js'
export {
  type DevnetInfo,
  DevnetInfoNotFoundError,
  defaultDevnetInfoPath,
  devnetInfoSchema,
  InvalidDevnetInfoError,
  readDevnetInfo,
} from './devnetInfo.js'
export { devnetServiceConfig } from './devnetServiceConfig.js'
export { AltoBundlerError, startAltoBundler } from './erc4337/startAltoBundler.js'
export {
  type BundlerChain,
  bundlerAccount,
  type StartBundlerReturnType,
  startBundler,
} from './erc4337/startBundler.js'
export { foyerAccountSessionAbi, toSessionKeyAccount } from './erc4337/toSessionKeyAccount.js'
export {
  foyerIdRegistryAbi,
  foyerSpamNftAbi,
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
export { type DeployNftCollectionParameters, deployNftCollection } from './evm/deployNftCollection.js'
export { defaultMnemonic, deriveDevAccounts } from './evm/deriveDevAccounts.js'
export {
  devnetPoolPairs,
  devnetTokens,
  poolDepthUsd,
  spamNftSpec,
  wrappedNativeSpec,
} from './evm/devnetTokens.js'
export { AnvilStartError, ContractCompilationError, ContractDeploymentError } from './evm/errors.js'
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
export type {
  DevAccount,
  EvmDevnet,
  EvmDevnetChain,
  EvmDevnetPool,
  EvmDevnetToken,
  UniswapV3Contracts,
} from './evm/types.js'
export * from './farcaster/index.js'
export { formatStartTimes } from './formatStartTimes.js'
export {
  defaultFrameSiteDir,
  FrameSiteError,
  type StartFrameSiteParameters,
  type StartFrameSiteReturnType,
  startFrameSite,
} from './frame/startFrameSite.js'
export {
  type InboxMessage,
  type StartMailInboxParameters,
  type StartMailInboxReturnType,
  startMailInbox,
} from './mail/startMailInbox.js'
export { devnetOidcClients } from './oidc/devnetOidcClients.js'
export { type OidcSignIn, signInAtOidcProvider } from './oidc/signInAtOidcProvider.js'
export {
  type OidcProviderClient,
  type StartOidcProviderParameters,
  type StartOidcProviderReturnType,
  startOidcProvider,
} from './oidc/startOidcProvider.js'
export * from './polkadot/index.js'
export { type StartRelayParameters, type StartRelayReturnType, startRelay } from './relay/startRelay.js'
export * from './solana/index.js'
export {
  type Devnet,
  DevnetStartError,
  type DevnetStartRetry,
  defaultDevnetPorts,
  devnetOAuthRedirectUris,
  devnetProjects,
  InvalidDevnetOptionsError,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet.js'
export * from './wallets/index.js'
