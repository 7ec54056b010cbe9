'use client'

// @foyer/react: createAppKit, AppKit-compatible hooks, the buttons, the modal and the UI primitives for plugin views.
// Styles: `import '@foyer/react/styles.css'` once in the host app.

// As wagmi's: a cookie storage and the server-side read of it, for server-rendered apps (`<FoyerProvider initialState>`).
export { cookieStorage, cookieToInitialState, type FoyerCookieState } from '@foyer/core/eager'
export type { AppKitMethods } from '../appKitMethods.js'
export {
  AccountButton,
  AccountButton as AppKitAccountButton,
  type AccountButtonProps,
} from '../components/AccountButton.js'
export { AppKitButton, type AppKitButtonProps } from '../components/AppKitButton.js'
export {
  ConnectButton as AppKitConnectButton,
  ConnectButton,
  type ConnectButtonProps,
} from '../components/ConnectButton.js'
export {
  NetworkButton as AppKitNetworkButton,
  NetworkButton,
  type NetworkButtonProps,
} from '../components/NetworkButton.js'
export { AppKitProvider, type AppKitProviderProps } from '../context/AppKitProvider.js'
export type { AppKitEvent } from '../context/appKitEvents.js'
export { type AppKitInstance, AppKitNotInitializedError } from '../context/appKitInstance.js'
export { FoyerProvider, type FoyerProviderProps } from '../context/FoyerProvider.js'
export { appKitThemeVariables, themeToCssVariables } from '../context/themeToCssVariables.js'
export {
  type AppKitAccount,
  type AppKitNetwork,
  type AppKitState,
  type CreateAppKitParameters,
  createAppKit,
} from '../createAppKit.js'
export {
  type AppKitElementName,
  appKitElements,
  defineAppKitElements,
} from '../elements/defineAppKitElements.js'
export type { FetchBalanceReturnType } from '../hooks/fetchBalance.js'
export {
  type Connection,
  ConnectionSwitchError,
  type DeleteConnectionParameters,
  type SwitchConnectionParameters,
} from '../hooks/getConnections.js'
export type { GetProviderReturnType } from '../hooks/getProvider.js'
export type { WalletInfo } from '../hooks/getWalletInfo.js'
export { type UseAppKitReturnType, useAppKit } from '../hooks/useAppKit.js'
export {
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
  useAppKitAccount,
} from '../hooks/useAppKitAccount.js'
export { type UseAppKitBalanceReturnType, useAppKitBalance } from '../hooks/useAppKitBalance.js'
export {
  type UseAppKitConnectionParameters,
  type UseAppKitConnectionReturnType,
  useAppKitConnection,
} from '../hooks/useAppKitConnection.js'
export {
  type UseAppKitConnectionsReturnType,
  useAppKitConnections,
} from '../hooks/useAppKitConnections.js'
export { useAppKitEvents } from '../hooks/useAppKitEvents.js'
export {
  type UseAppKitNetworkParameters,
  type UseAppKitNetworkReturnType,
  useAppKitNetwork,
} from '../hooks/useAppKitNetwork.js'
export { type UseAppKitProviderReturnType, useAppKitProvider } from '../hooks/useAppKitProvider.js'
export { type UseAppKitStateReturnType, useAppKitState } from '../hooks/useAppKitState.js'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../hooks/useAppKitTheme.js'
export {
  type FetchWalletsOptions,
  type UseAppKitWalletsReturnType,
  useAppKitWallets,
  WalletConnectUnavailableError,
} from '../hooks/useAppKitWallets.js'
export { type UseDisconnectReturnType, useDisconnect } from '../hooks/useDisconnect.js'
export { useInstalledPlugin } from '../hooks/useInstalledPlugin.js'
export { useWalletInfo } from '../hooks/useWalletInfo.js'
export type { MessageBundle } from '../i18n/defineMessages.js'
export type { MessageCatalog, PluralMessage, Translation } from '../i18n/Messages.js'
export { type UseAppKitLocaleReturnType, useAppKitLocale } from '../i18n/useAppKitLocale.js'
export { AppKitModal } from '../modal/AppKitModal.js'
export { preloadView } from '../modal/preloadView.js'
export type { AppKitElementAttributes } from '../types/appKitElementsJsx.js'
export type { ReactPlugin, ViewLoader } from '../types/ReactPlugin.js'
export { type SlotViewId, slotViewIds } from '../views/parts/slotViewIds.js'
export type { WalletItem } from '../wallets/toWalletItem.js'
// AppKit compatibility (issue 28): the further names AppKit apps import from `@reown/appkit/react`.
export * from './appKitCompat.js'
export {
  PluginContextNotFoundError,
  usePluginContext,
  usePluginRead,
  usePluginState,
} from './pluginView.js'
