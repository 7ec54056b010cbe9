export type { AuthUser, OAuthIdentity, OAuthIdentityProvider } from './addAuthRoutes.js'
export { oauthProviders } from './addAuthRoutes.js'
export {
  type CreateEvmHistoryIndexParameters,
  createEvmHistoryIndex,
  type EvmHistoryIndex,
  type IndexedTransaction,
  type Movement,
} from './createEvmHistoryIndex.js'
export {
  createHttpPriceSource,
  type HttpPriceSourceOptions,
  PriceSourceUnavailableError,
} from './createHttpPriceSource.js'
export {
  type CreateServiceLoggerOptions,
  createServiceLogger,
  type LogLevel,
  type ServiceLogger,
} from './createServiceLogger.js'
export {
  createSmtpMailer,
  type Mailer,
  type MailMessage,
  type SmtpMailerOptions,
} from './createSmtpMailer.js'
export type { ServiceSolana, ServiceSolanaCluster } from './createSolanaClusterReaders.js'
export type { SolanaHistoryIndex } from './createSolanaHistoryIndex.js'
export { type CreateUniswapPriceSourceOptions, createUniswapPriceSource } from './createUniswapPriceSource.js'
export type {
  EvmChainConfig,
  EvmPoolConfig,
  EvmTokenConfig,
  ServiceAccount,
  ServiceEvm,
  UniswapV3Contracts,
} from './evmChainConfig.js'
export { evmChainNames, getEvmChainName } from './evmChainNames.js'
export type {
  ChainIndexing,
  EvmIndexSettings,
  ExternalIndexer,
  SolanaIndexSettings,
} from './indexers/chainIndexing.js'
export { createEtherscanHistoryIndex } from './indexers/createEtherscanHistoryIndex.js'
export { multicall3Address } from './multicall3Address.js'
export { appleIdentityProvider } from './oauth/appleIdentityProvider.js'
export { discordIdentityProvider } from './oauth/discordIdentityProvider.js'
export { facebookIdentityProvider } from './oauth/facebookIdentityProvider.js'
export { githubIdentityProvider } from './oauth/githubIdentityProvider.js'
export { googleIdentityProvider } from './oauth/googleIdentityProvider.js'
export { oidcIdentityProvider } from './oauth/oidcIdentityProvider.js'
export { xIdentityProvider } from './oauth/xIdentityProvider.js'
export type { PriceSource } from './PriceSource.js'
export {
  type EncodeUniswapV3SwapParameters,
  encodeUniswapV3Swap,
  type QuoteUniswapV3SwapParameters,
  quoteUniswapV3Swap,
  type UniswapV3Deployment,
  type UniswapV3Quote,
  type UniswapV3Route,
} from './quoteUniswapV3Swap.js'
export { type BitcoinServiceNetwork, btcPriceUsd, readBitcoinBalances } from './readBitcoinBalances.js'
export { readConfigFile } from './readConfigFile.js'
export { readServiceConfig, type ServiceConfig, ServiceConfigError } from './readServiceConfig.js'
export { parseRpcJson, stringifyRpcJson } from './rpcJson.js'
export { runServiceProcess } from './runServiceProcess.js'
export {
  ChainUnavailableError,
  MailUnavailableError,
  ReferenceServiceOptionsError,
  ServiceError,
  UpstreamError,
} from './serviceErrors.js'
export {
  type ServiceLimits,
  type ServiceLimitsParameters,
  scaledRateLimits,
  serviceLimitsSchema,
} from './serviceLimits.js'
export {
  defaultProjectId,
  type ProjectFeature,
  type ServiceProject,
  type ServiceProjectParameters,
  serviceProjectsSchema,
} from './serviceProjects.js'
export {
  type SmartSessionGrant,
  smartSessionGrantMessage,
  smartSessionListMessage,
} from './smartSessionGrantMessage.js'
export { type KnownSolanaCluster, knownSolanaClusters, type SolanaClusterName } from './solanaClusters.js'
export { systemProgramAddress, tokenProgramAddress } from './solanaPrograms.js'
export {
  type ReferenceService,
  type StartReferenceServiceParameters,
  startReferenceService,
} from './startReferenceService.js'
export { openServiceStore, type ServiceStorageOptions } from './storage/openServiceStore.js'
export type { ServiceStore, StoreQueryable } from './storage/serviceStore.js'
export { StorageError, StoredRowError } from './storage/storageErrors.js'
export {
  uniswapQuoterV2Abi,
  uniswapSwapRouter02Abi,
  uniswapV3FactoryAbi,
  uniswapV3FeeTiers,
  uniswapV3PoolAbi,
} from './uniswapV3Abis.js'
