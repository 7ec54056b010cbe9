import type { Emitter } from 'mitt'
import { watchAnalytics } from './analytics/watchAnalytics.js'
import { createEmitter } from './events/createEmitter.js'
import type { KernelEventMap } from './events/KernelEventMap.js'
import { type CallOnlyHooks, callOnly } from './hooks/callOnly.js'
import { createKernelHooks } from './hooks/createKernelHooks.js'
import type { ViewRegistry } from './hooks/hookTypes.js'
import { type TapOnlyHooks, tapOnly } from './hooks/tapOnly.js'
import { watchIdentity } from './identity/watchIdentity.js'
import { type KernelOptions, type KernelParameters, resolveOptions } from './options/resolveOptions.js'
import type { ChainAdapter } from './plugins/ChainAdapter.js'
import { connectAdapters } from './plugins/connectAdapters.js'
import type { FoyerPlugin } from './plugins/FoyerPlugin.js'
import { setupPlugins } from './plugins/setupPlugins.js'
import { createInitialState } from './state/createInitialState.js'
import { createStore, type Store } from './state/createStore.js'
import type { KernelState } from './state/KernelState.js'
import { restoreConnection } from './state/restoreConnection.js'
import { createStorage, type FoyerStorage } from './storage/createStorage.js'
import { isFeatureEnabled } from './utils/isFeatureEnabled.js'
import { isPluginEnabled } from './utils/isPluginEnabled.js'

export type Kernel = {
  readonly options: KernelOptions
  /** Tap-only: hosts and plugins observe and extend lifecycle points, the kernel alone calls them. */
  readonly hooks: TapOnlyHooks
  readonly events: Emitter<KernelEventMap>
  readonly storage: FoyerStorage
  readonly store: Store<KernelState>
  readonly plugins: readonly FoyerPlugin[]
  readonly adapters: readonly ChainAdapter[]
  /** Views registered by plugins (core views are always there). */
  readonly views: Readonly<ViewRegistry>
  /** For sibling packages (`@foyer/react`, adapters); not a public API. */
  readonly _internal: KernelInternals
}

export type KernelInternals = {
  /** Call-only: the kernel's actions run the hooks through these; the tapable hooks themselves stay private. */
  hooks: CallOnlyHooks
  timers: Set<ReturnType<typeof setTimeout>>
  approvals: Map<string, { resolve(): void; reject(error: unknown): void }>
  cleanups: (() => void)[]
  nextRequestId(): string
  destroyed: boolean
  /** Which adapter (by name) reported each connector id. */
  connectorOwners: Map<string, string>
}

export type CreateKernelParameters = KernelParameters
export type CreateKernelReturnType = Kernel

/**
 * Creates the headless kernel: validates the options, builds the store, sets up adapters and plugins, restores a
 * persisted session's status. Sends no network request.
 */
export function createKernel(parameters: CreateKernelParameters): CreateKernelReturnType {
  const options = resolveOptions(parameters)
  const hooks = createKernelHooks()
  const storage = createStorage({
    ...(options.storage ? { storage: options.storage } : {}),
    prefix: options.storagePrefix,
  })
  const store = createStore<KernelState>(createInitialState(options, storage))
  let requestCount = 0
  const internals: KernelInternals = {
    hooks: callOnly(hooks),
    timers: new Set(),
    approvals: new Map(),
    cleanups: [],
    nextRequestId: () => `${Date.now().toString(36)}-${(++requestCount).toString(36)}`,
    destroyed: false,
    connectorOwners: new Map(),
  }
  const views: ViewRegistry = {}
  const kernel: Kernel = {
    options,
    hooks: tapOnly(hooks),
    events: createEmitter<KernelEventMap>(),
    storage,
    store,
    plugins: options.plugins,
    adapters: options.adapters,
    views,
    _internal: internals,
  }
  connectAdapters(kernel, hooks)
  setupPlugins(kernel)
  Object.assign(views, hooks.views.call({ ...collectPluginViews(kernel) }))
  Object.freeze(views)
  hooks.setup.call(kernel)
  internals.cleanups.push(watchIdentity(kernel))
  internals.cleanups.push(watchAnalytics(kernel))
  restoreConnection(kernel)
  return kernel
}

function collectPluginViews(kernel: Kernel): ViewRegistry {
  const registry: ViewRegistry = {}
  for (const plugin of kernel.plugins) {
    if (!isPluginEnabled(kernel, plugin)) continue
    for (const view of plugin.views ?? []) {
      if (view.feature && !isFeatureEnabled(kernel, view.feature)) continue
      registry[view.id] = { ...view, plugin: plugin.name }
    }
  }
  return registry
}
