import { isFeatureEnabled } from './actions/isFeatureEnabled.js'
import { isPluginEnabled } from './actions/isPluginEnabled.js'
import { logKernelEvents } from './actions/logKernelEvents.js'
import { approveRpcRequest, rejectRpcRequest } from './actions/request.js'
import { watchErrorAlerts } from './actions/watchErrorAlerts.js'
import { loadAfterFirstPaint } from './afterFirstPaint/loadAfterFirstPaint.js'
import { watchAnalytics } from './analytics/watchAnalytics.js'
import { InvalidPluginError } from './errors/plugin.js'
import { createEmitter } from './events/createEmitter.js'
import type { KernelEventMap } from './events/KernelEventMap.js'
import { callOnly } from './hooks/callOnly.js'
import { createKernelHooks } from './hooks/createKernelHooks.js'
import type { ViewRegistry } from './hooks/hookTypes.js'
import { tapOnly } from './hooks/tapOnly.js'
import { watchIdentity } from './identity/watchIdentity.js'
import type { Kernel, KernelParameters } from './kernel/Kernel.js'
import type { KernelAccess } from './kernel/KernelAccess.js'
import type { KernelState } from './kernel/KernelState.js'
import { getKernelInternals, setKernelInternals } from './kernel/kernelInternals.js'
import { connectAdapters } from './plugins/connectAdapters.js'
import { getPluginContext } from './plugins/getPluginContext.js'
import { resolveOptions } from './plugins/resolveOptions.js'
import { setupPlugins } from './plugins/setupPlugins.js'
import { isModalOwnView } from './router/views.js'
import { createInitialState } from './state/createInitialState.js'
import { restoreConnection } from './state/restoreConnection.js'
import { createStorage } from './storage/createStorage.js'
import { resolveStorageLike } from './storage/resolveStorageLike.js'
import { createStore } from './utils/createStore.js'
import { deepFreeze } from './utils/deepFreeze.js'
import { whenIdle } from './utils/whenIdle.js'
import { createProvidedWallets } from './wallets/createProvidedWallets.js'

export type { Kernel }
export type CreateKernelParameters = KernelParameters
export type CreateKernelReturnType = Kernel

/**
 * Creates the headless kernel: validates the options, builds the store, sets up adapters and plugins, restores a
 * persisted session's status. Sends no network request. `onAccess`, called once before adapters and plugins are set
 * up, hands the caller alone what the approval view needs (approve, decline, write the state: `KernelAccess`).
 */
export function createKernel(
  parameters: CreateKernelParameters,
  onAccess?: (access: KernelAccess) => void,
): CreateKernelReturnType {
  const resolved = resolveOptions(parameters)
  // Options are frozen for good; the plugin and adapter lists too, but not the objects in them (an adapter keeps its
  // own state) nor the host's storage object.
  Object.freeze(resolved.plugins)
  Object.freeze(resolved.adapters)
  const options = deepFreeze(resolved, new Set([resolved.storage]))
  const hooks = createKernelHooks()
  const backend = resolveStorageLike(options.storage)
  const storage = createStorage({ storage: backend, prefix: options.storagePrefix })
  const store = createStore<KernelState>(createInitialState(options, storage))
  let requestCount = 0
  const views: ViewRegistry = {}
  const kernel: Kernel = Object.freeze({
    options,
    hooks: tapOnly(hooks),
    events: createEmitter<KernelEventMap>(),
    storage,
    store: Object.freeze({ getState: store.getState, subscribe: store.subscribe }),
    plugins: options.plugins,
    adapters: options.adapters,
    views,
  })
  setKernelInternals(kernel, {
    hooks: callOnly(hooks),
    store,
    timers: new Set(),
    approvals: new Map(),
    cleanups: [],
    nextRequestId: () => `${Date.now().toString(36)}-${(++requestCount).toString(36)}`,
    destroyed: false,
    connectorOwners: new Map(),
    providedWallets: createProvidedWallets(),
    pluginEvents: createEmitter<Record<string, unknown>>(),
    pluginContexts: new Map(),
    refreshIdentity: () => {},
  })
  onAccess?.(
    Object.freeze({
      approveRpcRequest: (id: string) => approveRpcRequest(kernel, id),
      rejectRpcRequest: (id: string) => rejectRpcRequest(kernel, id),
      setState: (update) => store.setState(update),
      getPluginContext: (name: string) => getPluginContext(kernel, name),
      createInitialState: (storage) => createInitialState(options, storage),
    } satisfies KernelAccess),
  )
  connectAdapters(kernel, hooks, backend)
  setupPlugins(kernel, backend)
  // The `views` taps add views; the ones plugins declare stay theirs (no tap can drop or replace them), and the
  // modal's own views are no tap's to add.
  const declared = collectPluginViews(kernel)
  const tapped = Object.entries(hooks.views.call({ ...declared })).filter(([id]) => !isModalOwnView(id))
  Object.assign(views, Object.fromEntries(tapped), declared)
  Object.freeze(views)
  for (const plugin of kernel.plugins) {
    const view = plugin.accountEntry && (plugin.accountEntry.view ?? plugin.accountEntry.id)
    if (view && !views[view] && isPluginEnabled(kernel, plugin)) {
      throw new InvalidPluginError({
        plugin: plugin.name,
        details: `accountEntry opens view "${view}", which no plugin registers.`,
      })
    }
  }
  hooks.setup.call()
  getKernelInternals(kernel).cleanups.push(watchIdentity(kernel))
  getKernelInternals(kernel).cleanups.push(watchAnalytics(kernel))
  getKernelInternals(kernel).cleanups.push(watchErrorAlerts(kernel))
  getKernelInternals(kernel).cleanups.push(logKernelEvents(kernel))
  // What the first paint does not need (the RPC guard, network switching, identity lookups) loads once the page is
  // idle; an action that needs it sooner loads it itself. Connecting stays: a stored session reconnects right away.
  getKernelInternals(kernel).cleanups.push(whenIdle(() => void loadAfterFirstPaint().catch(() => {})))
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
