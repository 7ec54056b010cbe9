'use client'
import { LazyUniversalAdapter } from '@foyer/adapter-universal/lazy'
import {
  type CaipNetwork,
  type ChainNamespace,
  closeModal,
  destroyKernel,
  disconnect,
  type GetAccountReturnType,
  type GetModalStateReturnType,
  getAccount,
  getLocale,
  getModalState,
  getNetwork,
  getOpenView,
  getTheme,
  type KernelParameters,
  openModal,
  setLocale,
  setTheme,
  setThemeMode,
  setThemeVariables,
  type ThemeState,
  UnknownThemeVariableError,
  watchAccount,
  watchModalState,
  watchNetwork,
  watchSnackbar,
  watchTheme,
  whenIdle,
} from '@foyer/core/eager'
import type { AppKit } from './AppKit.js'
import { createAppKitMethods } from './appKitMethods.js'
import { getAppKitEvents } from './context/appKitEvents.js'
import { setAppKitInstance } from './context/appKitInstance.js'
import { applyThemeVariables } from './context/applyThemeVariables.js'
import { createServerKernel } from './context/createServerKernel.js'
import { createAccessibleKernel } from './context/kernelAccess.js'
import { defineAppKitElements } from './elements/defineAppKitElements.js'
import { getProvider } from './hooks/getProvider.js'
import { switchNetworkOrAlert } from './hooks/switchNetworkOrAlert.js'
import { createModalHost, type ModalHost } from './modal/createModalHost.js'
import { loadModal } from './modal/loadModal.js'
import type { ReactPlugin } from './types/ReactPlugin.js'

export type CreateAppKitParameters = Omit<KernelParameters, 'plugins'> & {
  /** Plugins; those with UI carry `viewLoaders` for their views. */
  // biome-ignore lint/suspicious/noExplicitAny: a plugin's state type is its own business
  plugins?: readonly ReactPlugin<any, any, any>[]
}

export type AppKitAccount = Pick<
  GetAccountReturnType,
  'allAccounts' | 'caipAddress' | 'address' | 'isConnected' | 'embeddedWalletInfo' | 'status'
>

export type AppKitNetwork = {
  caipNetwork: CaipNetwork | undefined
  chainId: string | number | undefined
  caipNetworkId: string | undefined
}

export type AppKitState = Pick<
  GetModalStateReturnType,
  'open' | 'selectedNetworkId' | 'activeChain' | 'loading' | 'initialized'
>

export type { AppKit } from './AppKit.js'

const walletListViews = new Set<string>(['Connect', 'AllWallets'])

const createdAppKits = new WeakSet<object>()

/** Whether `value` is an object `createAppKit` returned. */
export function isAppKit(value: unknown): value is AppKit {
  return typeof value === 'object' && value !== null && createdAppKits.has(value)
}

/**
 * A cold open should not wait for the modal's code: once the page has loaded and the browser is idle, fetch the
 * modal's and the first view's chunks (same-origin scripts; no data, nothing outside the page's origin). Skipped when
 * the user asked to save data. Returns the cancel.
 */
function preloadWhenIdle(preload: () => Promise<unknown>): () => void {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return () => {}
  let cancelIdle: (() => void) | undefined
  const schedule = () => {
    // Without requestIdleCallback, a moment after load: the page's own start-up work comes first.
    cancelIdle = whenIdle(
      () => {
        preload().catch(() => {})
      },
      { fallbackDelay: 200 },
    )
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    cancelIdle?.()
  }
}

/**
 * As AppKit: WalletConnect comes with `projectId` alone. Unless the host gave a UniversalAdapter or turned
 * WalletConnect off, a lazy one is added (with no adapters at all, it serves every namespace: AppKit's basic mode).
 * Its code, WalletConnect's and any request to the relay wait until the user picks WalletConnect.
 */
function withWalletConnect(parameters: CreateAppKitParameters): CreateAppKitParameters {
  const adapters = Array.isArray(parameters?.adapters) ? parameters.adapters : []
  if (
    parameters?.enableWalletConnect === false ||
    !Array.isArray(parameters?.networks) ||
    adapters.some((adapter) => adapter?.adapterType === 'universal')
  )
    return parameters
  const walletConnect = new LazyUniversalAdapter({
    networks: parameters.networks,
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
  })
  if (!walletConnect.networks.length) return parameters
  return { ...parameters, adapters: [...adapters, walletConnect] }
}

/**
 * Creates the kernel and the AppKit object hooks and buttons use. In a browser it defines the `appkit-*` custom
 * elements and appends an empty container for the modal, whose code loads the first time the modal opens. It sends
 * no request and touches no `window` on a server.
 */
export function createAppKit(parameters: CreateAppKitParameters): AppKit {
  const kernel = createAccessibleKernel(withWalletConnect(parameters))
  const events = getAppKitEvents(kernel)
  const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'
  const append = isBrowser && !kernel.options.disableAppend && !kernel.options.enableEmbedded
  let host: ModalHost | undefined
  const cleanups: (() => void)[] = []

  const ensureModal = (): Promise<unknown> => (host ? host.mount() : loadModal())
  const pickState = (state: GetModalStateReturnType): AppKitState => ({
    open: state.open,
    selectedNetworkId: state.selectedNetworkId,
    activeChain: state.activeChain,
    loading: state.loading,
    initialized: state.initialized,
  })
  const pickAccount = (account: GetAccountReturnType): AppKitAccount => ({
    allAccounts: account.allAccounts,
    caipAddress: account.caipAddress,
    address: account.address,
    isConnected: account.isConnected,
    embeddedWalletInfo: account.embeddedWalletInfo,
    status: account.status,
  })
  const pickNetwork = (network: ReturnType<typeof getNetwork>): AppKitNetwork => ({
    caipNetwork: network.caipNetwork,
    chainId: network.chainId,
    caipNetworkId: network.caipNetworkId,
  })

  const appKit: AppKit = {
    ...createAppKitMethods(kernel, events),
    kernel,
    serverKernel: createServerKernel(kernel),
    async open(options = {}) {
      if (isBrowser) await ensureModal()
      await openModal(kernel, options)
    },
    async close() {
      closeModal(kernel)
    },
    preloadModal: (view) =>
      isBrowser
        ? ensureModal()
            .then(() => loadModal())
            .then((modal) => modal.loadView(kernel, view ?? getOpenView(kernel)))
        : Promise.resolve(),
    setThemeMode: (themeMode) => setThemeMode(kernel, themeMode),
    setLocale: (locale) => setLocale(kernel, locale),
    getLocale: () => getLocale(kernel),
    setThemeVariables: (themeVariables) => setThemeVariables(kernel, themeVariables),
    setTheme: (theme) => setTheme(kernel, theme),
    getThemeMode: () => getTheme(kernel).themeMode,
    getThemeVariables: () => getTheme(kernel).themeVariables,
    getState: () => pickState(getModalState(kernel)),
    subscribeState: (callback) =>
      watchModalState(kernel, { onChange: (state) => callback(pickState(state)) }),
    getIsConnectedState: () => kernel.store.getState().connection.status === 'connected',
    getAddress: (namespace) => getAccount(kernel, { namespace }).address,
    getCaipNetwork: (namespace) => getNetwork(kernel, namespace ? { namespace } : {}).caipNetwork,
    getChainId: () => getNetwork(kernel).chainId,
    subscribeAccount: (callback, namespace) =>
      watchAccount(kernel, { namespace, onChange: (account) => callback(pickAccount(account)) }),
    subscribeNetwork: (callback) =>
      watchNetwork(kernel, { onChange: (network) => callback(pickNetwork(network)) }),
    switchNetwork: (network) => switchNetworkOrAlert(kernel, network),
    disconnect: (namespace) => disconnect(kernel, namespace ? { namespace } : {}),
    subscribeEvents: (callback) => events.subscribe(callback),
    getProvider: <P>(namespace: ChainNamespace) => getProvider<P>(kernel, namespace).walletProvider,
    getProviderType: (namespace) => getProvider(kernel, namespace).walletProviderType,
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup()
      host?.destroy()
      destroyKernel(kernel)
    },
  }
  setAppKitInstance(appKit)

  // `open({ namespace })` lists that namespace's wallets only: the wallet views read it from the first view's data.
  kernel.hooks.beforeOpen.tap('foyer-react:namespace', (target) =>
    target.namespace && walletListViews.has(target.view) && target.data?.namespace === undefined
      ? { ...target, data: { ...target.data, namespace: target.namespace } }
      : target,
  )

  if (isBrowser) {
    // The view's code loads with the modal's, before the modal shows: no spinner, and no wait for React to reveal
    // suspended content. Last stage, so the view is the one every other tap settled on.
    kernel.hooks.beforeOpen.tapPromise(
      { name: 'foyer-react:load-view', stage: Number.MAX_SAFE_INTEGER },
      async (target) => {
        await loadModal().then(
          (modal) => modal.loadView(kernel, target.view),
          () => {},
        )
        return target
      },
    )
    host = createModalHost(appKit, { append })
    defineAppKitElements()
    cleanups.push(preloadWhenIdle(() => appKit.preloadModal()))
    // Theme variables reach the buttons and the modal as custom properties on the root element (CSSOM, CSP-safe).
    // A name that is no token is reported once (error event and console), never silently dropped.
    const reported = new Set<string>()
    let applied: string[] = []
    const applyTheme = (themeVariables: ThemeState['themeVariables']) => {
      const result = applyThemeVariables(document.documentElement, themeVariables, applied)
      applied = result.applied
      const names = result.rejected.filter((name) => !reported.has(name))
      if (!names.length) return
      for (const name of names) reported.add(name)
      const error = new UnknownThemeVariableError({ names })
      console.warn(error.message)
      kernel.events.emit('error', { error })
    }
    applyTheme(getTheme(kernel).themeVariables)
    cleanups.push(
      watchTheme(kernel, { onChange: (theme) => applyTheme(theme.themeVariables) }),
      // The kernel may open the modal itself (an RPC request to approve, a restored session on an unsupported chain).
      watchModalState(kernel, {
        onChange: (state) => {
          if (state.open) ensureModal().catch(() => {})
        },
      }),
      // A snackbar shown while the modal is closed (before its first open too) needs the modal's live region.
      watchSnackbar(kernel, {
        onChange: (snackbar) => {
          if (snackbar.open) ensureModal().catch(() => {})
        },
      }),
    )
  }
  createdAppKits.add(appKit)
  return appKit
}
