export * from './bitcoin/index.js'
export {
  type DevnetInfo,
  DevnetInfoNotFoundError,
  defaultDevnetInfoPath,
  devnetInfoSchema,
  InvalidDevnetInfoError,
  readDevnetInfo,
} from './devnetInfo.js'
export { AltoBundlerError, startAltoBundler } from './erc4337/startAltoBundler.js'
export {
  type BundlerChain,
  bundlerAccount,
  type StartBundlerReturnType,
  startBundler,
} from './erc4337/startBundler.js'
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
export type {
  DevAccount,
  EvmDevnet,
  EvmDevnetChain,
  EvmDevnetPool,
  EvmDevnetToken,
  UniswapV3Contracts,
} from './evm/types.js'
export * from './farcaster/index.js'
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
export { type StartRelayParameters, type StartRelayReturnType, startRelay } from './relay/startRelay.js'
export type { OAuthIdentity, OAuthIdentityProvider } from './service/addAuthRoutes.js'
export {
  createSmtpMailer,
  type Mailer,
  type MailMessage,
  type SmtpMailerOptions,
} from './service/createSmtpMailer.js'
export { appleIdentityProvider } from './service/oauth/appleIdentityProvider.js'
export { discordIdentityProvider } from './service/oauth/discordIdentityProvider.js'
export { facebookIdentityProvider } from './service/oauth/facebookIdentityProvider.js'
export { githubIdentityProvider } from './service/oauth/githubIdentityProvider.js'
export { googleIdentityProvider } from './service/oauth/googleIdentityProvider.js'
export { oidcIdentityProvider } from './service/oauth/oidcIdentityProvider.js'
export { xIdentityProvider } from './service/oauth/xIdentityProvider.js'
export { readServiceConfig, type ServiceConfig, ServiceConfigError } from './service/readServiceConfig.js'
export { MailUnavailableError, ReferenceServiceOptionsError } from './service/serviceErrors.js'
export { type ServiceLimits, serviceLimitsSchema } from './service/serviceLimits.js'
export {
  type SmartSessionGrant,
  smartSessionGrantMessage,
  smartSessionListMessage,
} from './service/smartSessionGrantMessage.js'
export {
  type ReferenceService,
  type StartReferenceServiceParameters,
  startReferenceService,
} from './service/startReferenceService.js'
export { findPostgresBinaries } from './service/storage/findPostgresBinaries.js'
export { openServiceStore, type ServiceStorageOptions } from './service/storage/openServiceStore.js'
export type { ServiceStore, StoreQueryable } from './service/storage/serviceStore.js'
export { type PostgresCluster, startPostgresCluster } from './service/storage/startPostgresCluster.js'
export { StorageError, StoredRowError } from './service/storage/storageErrors.js'
export * from './solana/index.js'
export {
  type Devnet,
  DevnetStartError,
  defaultDevnetPorts,
  devnetOAuthRedirectUris,
  InvalidDevnetOptionsError,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet.js'
export * from './wallets/index.js'
