// The kernel

// Actions and reads
export { addNetwork } from '../actions/addNetwork.js'
export { closeModal } from '../actions/closeModal.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.js'
export { destroyKernel } from '../actions/destroyKernel.js'
export { type DisconnectParameters, disconnect } from '../actions/disconnect.js'
export {
  type EstimateGasErrorType,
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from '../actions/estimateGas.js'
export {
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
  watchAccount,
} from '../actions/getAccount.js'
export { type AccountEntryItem, getAccountEntries } from '../actions/getAccountEntries.js'
export { type GetAccountTypeParameters, getAccountType } from '../actions/getAccountType.js'
export { getAdapter } from '../actions/getAdapter.js'
export { getAppProvider } from '../actions/getAppProvider.js'
export { type GetConnectionReturnType, getConnection, watchConnection } from '../actions/getConnection.js'
export { getConnectMethods } from '../actions/getConnectMethods.js'
export { getConnectors, watchConnectors } from '../actions/getConnectors.js'
export { getLocale, setLocale, watchLocale } from '../actions/getLocale.js'
export { type GetModalStateReturnType, getModalState, watchModalState } from '../actions/getModalState.js'
export { getNamespaceOwners } from '../actions/getNamespaceOwners.js'
export { type GetNetworkReturnType, getNetwork, watchNetwork } from '../actions/getNetwork.js'
export { getSnackbar, watchSnackbar } from '../actions/getSnackbar.js'
export { getTheme, setTheme, setThemeMode, setThemeVariables, watchTheme } from '../actions/getTheme.js'
export { getWalletFeatures } from '../actions/getWalletFeatures.js'
export { goBack } from '../actions/goBack.js'
export { getOpenView, type OpenModalParameters, openModal } from '../actions/openModal.js'
export { pushView } from '../actions/pushView.js'
export { removeNetwork } from '../actions/removeNetwork.js'
export { replaceView } from '../actions/replaceView.js'
export { type RequestErrorType, type RequestParameters, request } from '../actions/request.js'
export {
  hideSnackbar,
  type ShowSnackbarParameters,
  showSnackbar,
  snackbarAutoCloseMs,
} from '../actions/showSnackbar.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '../actions/switchNetwork.js'
export { type SyncAccountParameters, syncAccount } from '../actions/syncAccount.js'
export { type SyncNetworkParameters, syncNetwork } from '../actions/syncNetwork.js'
export { toChainReference } from '../actions/toChainReference.js'
export { type UpdateFeaturesParameters, updateFeatures } from '../actions/updateFeatures.js'
export { selectStable, type WatchStateParameters, watchState } from '../actions/watchState.js'
export {
  type WriteContractErrorType,
  type WriteContractParameters,
  type WriteContractReturnType,
  writeContract,
} from '../actions/writeContract.js'
export { createLazyWalletApi } from '../afterFirstPaint/createLazyWalletApi.js'
export {
  type TrackAnalyticsEventParameters,
  trackAnalyticsEvent,
} from '../analytics/trackAnalyticsEvent.js'
// Chains, formats, validation, storage, constants, net
export * from '../caip/index.js'
export * from '../chains/index.js'
export * from '../constants/index.js'
export {
  type CreateKernelParameters,
  type CreateKernelReturnType,
  createKernel,
  type Kernel,
} from '../createKernel.js'
export {
  AdapterNotFoundError,
  AddressOrAuthConnectorNotFoundError,
  ConnectionClientNotSetError,
  ConnectorNotFoundError,
  DisconnectError,
  NetworkClientNotSetError,
  UnknownError,
  WalletRequestError,
  type WalletRequestErrorParameters,
} from '../errors/adapter.js'
export { AccountNotConnectedError, AdapterOperationNotSupportedError } from '../errors/adapterOperation.js'
export { InvalidAnalyticsEventError, InvalidAppConfigurationError } from '../errors/analytics.js'
// Errors
export { BaseError, type BaseErrorParameters } from '../errors/BaseError.js'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
  InvalidChainNamespaceDefinitionError,
  type InvalidChainNamespaceDefinitionErrorType,
  UnknownChainNamespaceError,
  type UnknownChainNamespaceErrorType,
} from '../errors/caip.js'
export {
  ConnectionCancelledError,
  type ConnectionCancelReason,
  ConnectionTimeoutError,
} from '../errors/connect.js'
export {
  ActiveNetworkNotFoundError,
  LastNetworkError,
  NetworkNotFoundError,
  SwitchNetworkError,
  UnsupportedChainError,
} from '../errors/network.js'
export {
  InvalidOptionsError,
  ProjectIdRequiredError,
  SiwxConflictError,
  SiwxPluginMissingError,
  UnknownThemeVariableError,
} from '../errors/options.js'
export {
  ConnectorConflictError,
  type ConnectorConflictErrorType,
  DuplicateAccountEntryError,
  type DuplicateAccountEntryErrorType,
  DuplicatePluginError,
  type DuplicatePluginErrorType,
  DuplicateViewError,
  type DuplicateViewErrorType,
  InvalidPluginError,
  type InvalidPluginErrorType,
  PluginEventError,
  type PluginEventErrorType,
  PluginHookError,
  type PluginHookErrorType,
} from '../errors/plugin.js'
export { ViewNotFoundError } from '../errors/router.js'
export {
  InvalidRpcParamsError,
  RpcHandlerNotFoundError,
  RpcNotAllowedError,
  RpcParamsNotCloneableError,
  RpcRequestAbortedError,
  RpcVetoFailedError,
  type RpcVetoFailedErrorParameters,
  UserRejectedRequestError,
  type UserRejectedRequestErrorParameters,
} from '../errors/rpc.js'
export {
  InvalidChainIdError,
  type InvalidChainIdErrorType,
  InvalidDecimalError,
  type InvalidDecimalErrorType,
  InvalidDecimalsError,
  type InvalidDecimalsErrorType,
  ValidationError,
  type ValidationErrorType,
} from '../errors/validation.js'
export type { KernelEventMap, KernelEventName } from '../events/KernelEventMap.js'
export * from '../format/index.js'
export type { KernelHooks } from '../hooks/createKernelHooks.js'
export type {
  CloseModalRequest,
  ConnectRequest,
  ConnectResult,
  DisconnectRequest,
  OpenModalTarget,
  RpcRequest,
  RpcResult,
  RpcVeto,
  RpcVetoReport,
  SwitchNetworkRequest,
  SwitchNetworkResult,
  ViewRegistry,
} from '../hooks/hookTypes.js'
export type { RpcObserverHook, RpcVetoHook, TapOnlyHooks, TapOptions } from '../hooks/tapOnly.js'
export { loadRegistryName } from '../identity/loadRegistryName.js'
export {
  type ResolveRegistryNameParameters,
  resolveRegistryName,
} from '../identity/resolveRegistryName.js'
export type { KernelOptions, KernelParameters } from '../kernel/Kernel.js'
export type { KernelAccess } from '../kernel/KernelAccess.js'
// State shapes
export type {
  ConnectionState,
  KernelState,
  NetworkState,
  PendingRpcRequest,
  ThemeState,
} from '../kernel/KernelState.js'
export * from '../net/index.js'
export { kernelOptionsSchema } from '../options/kernelOptionsSchema.js'
// Plugins, adapters, hooks, events
export type {
  AdapterConnectResult,
  AdapterContext,
  AdapterEstimateGasRequest,
  AdapterType,
  AdapterWriteContractRequest,
  ChainAdapter,
  ContractTransaction,
  Hex,
} from '../plugins/ChainAdapter.js'
export { defineAdapter } from '../plugins/ChainAdapter.js'
export {
  type AccountEntry,
  type AnyFoyerPlugin,
  definePlugin,
  type FoyerPlugin,
  type InferSchemas,
  type PluginContext,
  type PluginContextOf,
  type PluginEventHandler,
  type PluginEvents,
  type PluginEventsOf,
  type PluginHooks,
  type PluginOptions,
  type PluginSchemas,
  type PluginStorage,
} from '../plugins/FoyerPlugin.js'
export { type SlotViewId, slotViewIds } from '../plugins/slotViewIds.js'
export { getConnectMethodsOrder } from '../router/getConnectMethodsOrder.js'
// Router and RPC rules
export { type GetInitialViewParameters, getInitialView } from '../router/getInitialView.js'
export { getWalletFeaturesOrder } from '../router/getWalletFeaturesOrder.js'
export {
  type CoreView,
  coreViews,
  isModalOwnView,
  pluginFilledCoreViews,
  type RouterState,
  type ViewDefinition,
  type ViewEntry,
  type ViewName,
} from '../router/views.js'
export {
  type ApprovalRpcMethod,
  approvalRpcMethods,
  bip122ApprovalRpcMethods,
  bip122SafeRpcMethods,
  classifyRpcMethod,
  type KernelRpcMethod,
  kernelRpcMethods,
  type RpcMethodClass,
  type SafeRpcMethod,
  safeRpcMethods,
} from '../rpc/rpcMethods.js'
export * from '../storage/index.js'
export type {
  AccountRecord,
  AccountState,
  ConnectionStatus,
  EmbeddedWalletUser,
} from '../types/AccountState.js'
export { type Connector, type ConnectorType, connectorTypes } from '../types/Connector.js'
export type { ProvidedWallet } from '../types/ProvidedWallet.js'
export type { SnackbarState, SnackbarVariant } from '../types/Snackbar.js'
export {
  adjustUntil,
  contrastRatio,
  isHexColor,
  mixHex,
  parseHex,
  type Rgb,
  relativeLuminance,
  toHex,
} from '../utils/colorContrast.js'
export type { ReadonlyStore, Store } from '../utils/createStore.js'
// Small helpers Foyer's packages share (public, stable)
export { deepEqual } from '../utils/deepEqual.js'
export { isMobile } from '../utils/isMobile.js'
export { whenIdle } from '../utils/whenIdle.js'
export * from '../validation/index.js'
export { version } from '../version.js'
export { configureZod } from '../zodConfig.js'
