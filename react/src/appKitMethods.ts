import {
  type AppKitNetwork,
  addNetwork,
  type CaipAddress,
  type CaipNetwork,
  type ChainNamespace,
  type Connector,
  getAccount,
  getConnectMethods,
  getConnectors,
  getNetwork,
  InvalidOptionsError,
  type Kernel,
  type KernelOptions,
  pushView,
  removeNetwork,
  replaceView,
  showSnackbar,
  type ThemeState,
  toCaipNetwork,
  type UpdateFeaturesParameters,
  updateFeatures,
  type ViewName,
  watchState,
  watchTheme,
} from '@foyer/core/eager'
import type { AppKitEvent, AppKitEventStore } from './context/appKitEvents.js'
import {
  type Connection,
  type DeleteConnectionParameters,
  deleteConnection,
  getConnections,
  type SwitchConnectionParameters,
  switchConnection,
} from './hooks/getConnections.js'
import { type GetProviderReturnType, getProvider } from './hooks/getProvider.js'
import { getWalletInfo, type WalletInfo } from './hooks/getWalletInfo.js'

type Features = KernelOptions['features']

/** The members of AppKit's modal object beyond opening, theming and the account/network basics. */
export type AppKitMethods = {
  /** Resolves once a stored session has been restored (or found gone). */
  ready(): Promise<void>
  isOpen(): boolean
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  getCaipNetworks(namespace?: ChainNamespace): CaipNetwork[]
  getCaipNetworkId<T extends number | string>(): T | undefined
  getActiveChainNamespace(): ChainNamespace | undefined
  getApprovedCaipNetworkIds(): string[]
  getDisabledCaipNetworks(): CaipNetwork[]
  addNetwork(namespace: ChainNamespace, network: AppKitNetwork): void
  removeNetwork(namespace: ChainNamespace, networkId: string | number): void
  subscribeCaipNetworkChange(callback: (network: CaipNetwork | undefined) => void): () => void
  /** The active namespace's wallet provider, `null` when nothing is connected there. */
  getWalletProvider(): unknown
  getWalletProviderType(): GetProviderReturnType['walletProviderType']
  subscribeProviders(callback: (providers: Partial<Record<ChainNamespace, unknown>>) => void): () => void
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined
  subscribeWalletInfo(
    callback: (walletInfo: WalletInfo | undefined) => void,
    namespace?: ChainNamespace,
  ): () => void
  getPreferredAccountType(namespace: ChainNamespace): string | undefined
  getConnectors(): Connector[]
  getConnections(namespace: ChainNamespace): Connection[]
  getRecentConnections(namespace: ChainNamespace): Connection[]
  switchConnection(parameters: SwitchConnectionParameters): Promise<void>
  deleteConnection(parameters: DeleteConnectionParameters): void
  subscribeConnections(callback: (connections: Connection[]) => void, namespace?: ChainNamespace): () => void
  getEvent(): AppKitEvent
  /** AppKit always answers an empty string: errors reach the host through events and thrown errors. */
  getError(): string
  showErrorMessage(message: string): void
  showSuccessMessage(message: string): void
  subscribeTheme(callback: (theme: ThemeState) => void): () => void
  replace(view: ViewName): void
  redirect(view: ViewName): void
  getSIWX<T = unknown>(): T | undefined
  getRemoteFeatures(): KernelOptions['remoteFeatures']
  subscribeRemoteFeatures(callback: (features: KernelOptions['remoteFeatures']) => void): () => void
  getFeatures(): Features
  updateFeatures(features: UpdateFeaturesParameters): void
  getConnectMethodsOrder(): string[]
  setConnectMethodsOrder(order: NonNullable<Features['connectMethodsOrder']>): void
  setWalletFeaturesOrder(order: NonNullable<Features['walletFeaturesOrder']>): void
  setCollapseWallets(collapseWallets: boolean): void
  setSocialsOrder(socials: Exclude<Features['socials'], false>): void
}

/** AppKit's remaining public methods, over the kernel's reads and actions. */
export function createAppKitMethods(kernel: Kernel, events: AppKitEventStore): AppKitMethods {
  const state = () => kernel.store.getState()
  const providers = () => {
    const map: Partial<Record<ChainNamespace, unknown>> = {}
    for (const namespace of Object.keys(state().accounts) as ChainNamespace[]) {
      const provider = getProvider(kernel, namespace).walletProvider
      if (provider !== undefined) map[namespace] = provider
    }
    return map
  }
  const activeNamespace = () => state().network.activeNamespace
  const findNetworkId = (namespace: ChainNamespace, networkId: string | number) =>
    state().network.networks.find(
      (network) =>
        network.chainNamespace === namespace &&
        (String(network.id) === String(networkId) || network.caipNetworkId === networkId),
    )?.caipNetworkId
  return {
    ready: () =>
      new Promise<void>((resolve) => {
        if (state().connection.status !== 'connecting') return resolve()
        const stop = watchState(kernel, (current) => current.connection.status, {
          onChange: (status) => {
            if (status === 'connecting') return
            stop()
            resolve()
          },
        })
      }),
    isOpen: () => state().router.open,
    getCaipAddress: (namespace) => getAccount(kernel, { namespace }).caipAddress,
    getCaipNetworks: (namespace) =>
      state().network.networks.filter((network) => !namespace || network.chainNamespace === namespace),
    getCaipNetworkId: <T extends number | string>() => getNetwork(kernel).caipNetwork?.id as T | undefined,
    getActiveChainNamespace: activeNamespace,
    getApprovedCaipNetworkIds: () => state().network.networks.map((network) => network.caipNetworkId),
    getDisabledCaipNetworks: () => [],
    addNetwork(namespace, input) {
      const network = toCaipNetwork(input)
      if (network?.chainNamespace !== namespace) {
        throw new InvalidOptionsError({
          field: 'network',
          details: `addNetwork(${namespace}, …) was given a network of namespace ${String(network?.chainNamespace)}.`,
        })
      }
      addNetwork(kernel, network)
    },
    removeNetwork(namespace, networkId) {
      const caipNetworkId = findNetworkId(namespace, networkId)
      if (caipNetworkId) removeNetwork(kernel, caipNetworkId)
    },
    subscribeCaipNetworkChange: (callback) =>
      watchState(kernel, () => getNetwork(kernel).caipNetwork, { onChange: (network) => callback(network) }),
    getWalletProvider() {
      const namespace = activeNamespace()
      return (namespace && getProvider(kernel, namespace).walletProvider) ?? null
    },
    getWalletProviderType() {
      const namespace = activeNamespace()
      return namespace ? getProvider(kernel, namespace).walletProviderType : undefined
    },
    subscribeProviders: (callback) =>
      watchState(kernel, providers, { onChange: (next) => callback(next), equalityFn: sameProviders }),
    getWalletInfo: (namespace) => getWalletInfo(kernel, namespace),
    subscribeWalletInfo: (callback, namespace) =>
      watchState(kernel, () => getWalletInfo(kernel, namespace), { onChange: (info) => callback(info) }),
    getPreferredAccountType: (namespace) => state().accounts[namespace]?.preferredAccountType,
    getConnectors: () => getConnectors(kernel),
    getConnections: (namespace) => getConnections(kernel, namespace),
    getRecentConnections: () => [],
    async switchConnection(parameters) {
      await switchConnection(kernel, parameters)
    },
    deleteConnection(parameters) {
      deleteConnection(kernel, parameters).catch(() => {})
    },
    subscribeConnections: (callback, namespace) =>
      watchState(kernel, () => getConnections(kernel, namespace), {
        onChange: (connections) => callback(connections),
      }),
    getEvent: () => events.getSnapshot(),
    getError: () => '',
    showErrorMessage: (message) => showSnackbar(kernel, { message, variant: 'error' }),
    showSuccessMessage: (message) => showSnackbar(kernel, { message, variant: 'success' }),
    subscribeTheme: (callback) => watchTheme(kernel, { onChange: (theme) => callback(theme) }),
    replace: (view) => replaceView(kernel, view),
    redirect: (view) => pushView(kernel, view),
    getSIWX: <T>() => (kernel.options as { siwx?: unknown }).siwx as T | undefined,
    getRemoteFeatures: () => kernel.options.remoteFeatures,
    // Remote features come from the options alone (no vendor cloud): they never change after createAppKit.
    subscribeRemoteFeatures: () => () => {},
    getFeatures: () => state().features,
    updateFeatures: (features) => updateFeatures(kernel, features),
    getConnectMethodsOrder: () => getConnectMethods(kernel),
    setConnectMethodsOrder: (connectMethodsOrder) => updateFeatures(kernel, { connectMethodsOrder }),
    setWalletFeaturesOrder: (walletFeaturesOrder) => updateFeatures(kernel, { walletFeaturesOrder }),
    setCollapseWallets: (collapseWallets) => updateFeatures(kernel, { collapseWallets }),
    setSocialsOrder: (socials) => updateFeatures(kernel, { socials }),
  }
}

function sameProviders(a: Partial<Record<string, unknown>>, b: Partial<Record<string, unknown>>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
