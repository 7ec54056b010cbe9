import type {
  CaipNetwork,
  ChainNamespace,
  Kernel,
  OpenModalParameters,
  SwitchNetworkParameters,
  ThemeState,
  ViewName,
} from '@foyer/core/eager'
import type { AppKitMethods } from './appKitMethods.js'
import type { AppKitEvent } from './context/appKitEvents.js'
import type { AppKitInstance } from './context/appKitInstance.js'
import {
  type AppKitAccount,
  type AppKitNetwork,
  type AppKitState,
  type CreateAppKitParameters,
  createAppKit,
  isAppKit,
} from './createAppKit.js'
import type { GetProviderReturnType } from './hooks/getProvider.js'

/** What `createAppKit` returns: AppKit's modal object, plus the kernel. */
export type AppKit = AppKitInstance &
  AppKitMethods & {
    readonly kernel: Kernel
    /** Opens the modal (loading its code on first use), on `view` or the view the open rules pick. */
    open(options?: OpenModalParameters): Promise<void>
    close(): Promise<void>
    /** Loads the modal's code and `view`'s (default: the one `open()` would show) ahead of time, same origin only. */
    preloadModal(view?: ViewName): Promise<unknown>
    setThemeMode(themeMode: ThemeState['themeMode']): void
    /** The UI language (a BCP 47 tag, falling back `pt-BR` → `pt` → `en`); `undefined` follows the browser. */
    setLocale(locale: string | undefined): void
    /** The language asked for (`locale` option or `setLocale`); undefined while following the browser. */
    getLocale(): string | undefined
    setThemeVariables(themeVariables: ThemeState['themeVariables']): void
    /** Replaces the mode and all variables (a preset or a `createTheme` result from `@foyer/react/themes`). */
    setTheme(theme: ThemeState): void
    getThemeMode(): ThemeState['themeMode']
    getThemeVariables(): ThemeState['themeVariables']
    getState(): AppKitState
    subscribeState(callback: (state: AppKitState) => void): () => void
    getIsConnectedState(): boolean
    getAddress(namespace?: ChainNamespace): string | undefined
    getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined
    getChainId(): string | number | undefined
    subscribeAccount(callback: (account: AppKitAccount) => void, namespace?: ChainNamespace): () => void
    subscribeNetwork(callback: (network: AppKitNetwork) => void): () => void
    switchNetwork(network: SwitchNetworkParameters): Promise<void>
    disconnect(namespace?: ChainNamespace): Promise<void>
    subscribeEvents(callback: (event: AppKitEvent) => void): () => void
    getProvider<P = unknown>(namespace: ChainNamespace): P | undefined
    getProviderType(namespace: ChainNamespace): GetProviderReturnType['walletProviderType']
    /** Unmounts the modal, removes its container and tears the kernel down. */
    destroy(): void
  }

/** AppKit's names for `createAppKit`'s options. */
export type CreateAppKit = CreateAppKitParameters
export type AppKitOptions = CreateAppKitParameters

type AppKitConstructor = {
  new (options: CreateAppKitParameters): AppKit
  [Symbol.hasInstance](value: unknown): boolean
}

/**
 * AppKit's `AppKit` class as a value, so `import { AppKit }` works where only types are erased: `new AppKit(options)`
 * is `createAppKit(options)`, and `modal instanceof AppKit` holds for what either returned.
 */
export const AppKit = Object.defineProperty(
  function AppKit(options: CreateAppKitParameters): AppKit {
    return createAppKit(options)
  },
  Symbol.hasInstance,
  { value: isAppKit },
) as unknown as AppKitConstructor
