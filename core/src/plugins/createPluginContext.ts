import * as z from 'zod/mini'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/getAccount.js'
import { getConnection } from '../actions/getConnection.js'
import { getConnectors } from '../actions/getConnectors.js'
import { getLocale } from '../actions/getLocale.js'
import { getModalState } from '../actions/getModalState.js'
import { getNetwork } from '../actions/getNetwork.js'
import { getSnackbar } from '../actions/getSnackbar.js'
import { getTheme } from '../actions/getTheme.js'
import { goBack } from '../actions/goBack.js'
import { openModal } from '../actions/openModal.js'
import { pushView } from '../actions/pushView.js'
import { replaceView } from '../actions/replaceView.js'
import { request } from '../actions/request.js'
import { showSnackbar } from '../actions/showSnackbar.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { trackAnalyticsEvent } from '../analytics/trackAnalyticsEvent.js'
import { type ChainNamespace, isChainNamespace } from '../caip/chainNamespaces.js'
import { ConnectorConflictError, PluginEventError, PluginHookError } from '../errors/plugin.js'
import type { KernelEventName } from '../events/KernelEventMap.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import { BalanceSchema } from '../net/schemas/balance.js'
import { setAccountState } from '../state/setConnectionState.js'
import type { StorageLike } from '../storage/StorageLike.js'
import type { EmbeddedWalletUser } from '../types/AccountState.js'
import { connectorTypes } from '../types/Connector.js'
import { parseWithSchema } from '../validation/parseWithSchema.js'
import { createPluginStorage } from './createPluginStorage.js'
import type { AnyFoyerPlugin, PluginContext, PluginEvents, PluginOptions } from './FoyerPlugin.js'
import { isolatePluginHooks, reportPluginFailure } from './isolatePluginHooks.js'

const tokenBalanceSchema = z.array(BalanceSchema)
const providedWalletSchema = z.object({
  connector: z.looseObject({
    id: z.string().check(z.minLength(1)),
    type: z.enum(connectorTypes),
    name: z.string(),
    namespace: z.custom<ChainNamespace>(isChainNamespace, 'Expected a known chain namespace'),
  }),
  provider: z.custom<object>(
    (value) => typeof value === 'object' && value !== null,
    'Expected a provider object',
  ),
  approvesInOwnUi: z.optional(z.boolean()),
})
const embeddedUserSchema = z.looseObject({
  address: z.string().check(z.minLength(1)),
  chainId: z.union([z.string(), z.number()]),
})

type Handler = (payload: never) => void

export type CreatePluginContextParameters = {
  plugin: AnyFoyerPlugin
  /** The storage backend the kernel's storage wraps. */
  storage: StorageLike
  /** Whether the plugin failed (its `setup` threw): its taps and listeners are skipped from then on. */
  isFailed?: () => boolean
}

/**
 * Builds a plugin's capabilities: tap-only hooks, scoped event buses, its state slice, its storage, reads and the
 * view actions. Nothing in it leads back to the kernel object.
 */
export function createPluginContext(
  kernel: Kernel,
  { plugin, storage, isFailed = () => false }: CreatePluginContextParameters,
): PluginContext<unknown, Record<string, z.core.$ZodType>, Record<string, z.core.$ZodType>> {
  const { name } = plugin
  const internals = getKernelInternals(kernel)
  const store = internals.store
  const hooks = isolatePluginHooks(kernel, name, isFailed)
  const eventSchemas: Record<string, z.core.$ZodType> = plugin.events ?? {}

  // Handlers this plugin added (each with the guarded handler the bus holds), so `off` cannot remove anyone else's and
  // destroy removes all of ours. A handler that throws or rejects is reported and skipped: the others still run.
  const kernelHandlers = new Map<string, Map<Handler, Handler>>()
  const pluginHandlers = new Map<string, Map<Handler, Handler>>()
  const remember = (map: Map<string, Map<Handler, Handler>>, type: string, handler: Handler): Handler => {
    const handlers = map.get(type) ?? new Map<Handler, Handler>()
    map.set(type, handlers)
    const existing = handlers.get(handler)
    if (existing) return existing
    const report = (cause: unknown) => {
      // A listener of `error` that fails is dropped silently: reporting it would call it again.
      if (type !== 'error')
        reportPluginFailure(
          kernel,
          new PluginHookError({ plugin: name, hook: `its "${type}" listener`, cause }),
        )
    }
    const guarded = ((payload: never) => {
      if (isFailed()) return
      try {
        const result = (handler as (payload: never) => unknown)(payload)
        if (result && typeof (result as Promise<unknown>).then === 'function')
          (result as Promise<unknown>).then(undefined, report)
      } catch (cause) {
        report(cause)
      }
    }) as Handler
    handlers.set(handler, guarded)
    return guarded
  }
  const forget = (map: Map<string, Map<Handler, Handler>>, type: string, handler: Handler) => {
    const guarded = map.get(type)?.get(handler)
    map.get(type)?.delete(handler)
    return guarded
  }
  const pluginEventName = (target: AnyFoyerPlugin | string, type: string) =>
    `${typeof target === 'string' ? target : target.name}:${type}`

  const events: PluginEvents<Record<string, z.core.$ZodType>> = Object.freeze({
    on(type: KernelEventName, handler: Handler) {
      if (typeof handler !== 'function') throw new TypeError(`${name}: events.on expects a function`)
      const guarded = remember(kernelHandlers, type, handler)
      kernel.events.off(type, guarded as never)
      kernel.events.on(type, guarded as never)
      return () => events.off(type, handler as never)
    },
    off(type: KernelEventName, handler: Handler) {
      const guarded = forget(kernelHandlers, type, handler)
      if (guarded) kernel.events.off(type, guarded as never)
    },
    emit(type: string, payload: unknown) {
      const schema = Object.hasOwn(eventSchemas, type) ? eventSchemas[type] : undefined
      if (!schema)
        throw new PluginEventError({ plugin: name, event: type, reason: 'the plugin does not declare it' })
      const result = z.safeParse(schema, payload)
      if (!result.success) {
        throw new PluginEventError({
          plugin: name,
          event: type,
          reason: `the payload fails its schema (${result.error.issues[0]?.message ?? 'invalid'})`,
          cause: result.error,
        })
      }
      internals.pluginEvents.emit(`${name}:${type}`, result.data)
    },
    onPlugin(target: AnyFoyerPlugin | string, type: string, handler: Handler) {
      if (typeof handler !== 'function') throw new TypeError(`${name}: events.onPlugin expects a function`)
      const key = pluginEventName(target, type)
      const guarded = remember(pluginHandlers, key, handler)
      internals.pluginEvents.off(key, guarded as never)
      internals.pluginEvents.on(key, guarded as never)
      return () => events.offPlugin(target, type, handler)
    },
    offPlugin(target: AnyFoyerPlugin | string, type: string, handler: Handler) {
      const key = pluginEventName(target, type)
      const guarded = forget(pluginHandlers, key, handler)
      if (guarded) internals.pluginEvents.off(key, guarded as never)
    },
  } as PluginEvents<Record<string, z.core.$ZodType>>)

  internals.cleanups.push(() => {
    for (const [type, handlers] of kernelHandlers)
      for (const guarded of handlers.values()) kernel.events.off(type as never, guarded as never)
    for (const [type, handlers] of pluginHandlers)
      for (const guarded of handlers.values()) internals.pluginEvents.off(type, guarded as never)
  })

  const getState = () => store.getState().plugins[name]
  const resetState = () => {
    const initial = plugin.state?.()
    store.setState((state) => ({ plugins: { ...state.plugins, [name]: initial } }))
  }
  const { adapters: _adapters, plugins: _plugins, storage: _storage, ...options } = kernel.options

  return Object.freeze({
    name,
    hooks,
    events,
    storage: createPluginStorage({
      storage,
      prefix: kernel.storage.prefix,
      plugin: name,
      schemas: plugin.storage ?? {},
      onError: (error) => kernel.events.emit('error', { error }),
    }) as PluginContext['storage'],
    options: Object.freeze(options) as PluginOptions,
    getState,
    setState(update: unknown) {
      store.setState((state) => {
        const current = state.plugins[name] as Record<string, unknown> | undefined
        const partial = typeof update === 'function' ? update(current) : update
        return { plugins: { ...state.plugins, [name]: { ...current, ...partial } } }
      })
    },
    watchState(onChange: (state: unknown, previous: unknown) => void) {
      return store.subscribe((state, previous) => {
        const next = state.plugins[name]
        const before = previous.plugins[name]
        if (!Object.is(next, before)) onChange(next, before)
      })
    },
    resetState,
    getAccount: (parameters = {}) => getAccount(kernel, parameters),
    getNetwork: (parameters = {}) => getNetwork(kernel, parameters),
    getConnection: () => getConnection(kernel),
    getConnectors: (parameters = {}) => getConnectors(kernel, parameters),
    getModalState: () => getModalState(kernel),
    getTheme: () => getTheme(kernel),
    getLocale: () => getLocale(kernel),
    getSnackbar: () => getSnackbar(kernel),
    subscribe: (onChange: () => void) => store.subscribe(() => onChange()),
    openModal: (parameters = {}) => openModal(kernel, parameters),
    closeModal: () => closeModal(kernel),
    pushView: (view, data) => pushView(kernel, view, data),
    replaceView: (view, data) => replaceView(kernel, view, data),
    goBack: () => goBack(kernel),
    showSnackbar: (parameters) => showSnackbar(kernel, parameters),
    switchNetwork: (parameters) => switchNetwork(kernel, parameters),
    request: (parameters) => request(kernel, parameters),
    track: (event, properties) => trackAnalyticsEvent(kernel, { event, properties }),
    disconnect: (parameters = {}) => disconnect(kernel, parameters),
    connect: (parameters) => connect(kernel, parameters),
    provideWallet(wallet) {
      parseWithSchema(providedWalletSchema, wallet, `${name}: provideWallet`)
      assertConnectorIdFree(kernel, wallet.connector.id, name)
      const remove = internals.providedWallets.add(wallet, name)
      internals.cleanups.push(remove)
      return remove
    },
    setEmbeddedUser({ namespace, user, socialProvider }) {
      const valid = parseWithSchema(embeddedUserSchema, user, `${name}: setEmbeddedUser user`)
      const account = store.getState().accounts[namespace]
      if (account?.status !== 'connected' || !account.connectorId) return
      if (internals.providedWallets.ownerOf(account.connectorId) !== name) return
      const { smartAccountDeployed, preferredAccountType, accounts } = user
      setAccountState(kernel, namespace, {
        user: valid as EmbeddedWalletUser,
        ...(socialProvider ? { socialProvider } : {}),
        ...(smartAccountDeployed === undefined ? {} : { smartAccountDeployed }),
        ...(preferredAccountType ? { preferredAccountType } : {}),
        // The embedded wallet's accounts, with their real types (an EOA and, where available, its smart account).
        ...(accounts
          ? { allAccounts: accounts.map(({ address, type }) => ({ namespace, address, type })) }
          : {}),
      })
    },
    refreshIdentity(namespace) {
      const resolved = namespace ?? store.getState().network.activeNamespace
      if (resolved) internals.refreshIdentity(resolved)
    },
    markBalanceStale(namespace) {
      const resolved = namespace ?? store.getState().network.activeNamespace
      if (resolved) kernel.events.emit('balanceStale', { namespace: resolved })
    },
    setTokenBalance(balances, { address, namespace } = {}) {
      const list = parseWithSchema(tokenBalanceSchema, balances, 'setTokenBalance balances')
      const resolved = namespace ?? store.getState().network.activeNamespace
      const account = resolved ? store.getState().accounts[resolved] : undefined
      // A fetch that outlived its account (disconnected, switched) writes nothing.
      if (!resolved || account?.status !== 'connected' || (address && account.address !== address)) return
      setAccountState(kernel, resolved, { tokenBalance: list })
    },
  } satisfies PluginContext<unknown, Record<string, z.core.$ZodType>, Record<string, z.core.$ZodType>>)
}

/**
 * A provided wallet may not take an id an adapter reported for a wallet of its own, nor the id the connected account
 * came through: the plugin would then own that account (`setEmbeddedUser`) and list itself as that wallet.
 */
function assertConnectorIdFree(kernel: Kernel, connectorId: string, plugin: string): void {
  const internals = getKernelInternals(kernel)
  if (internals.providedWallets.claimantOf(connectorId) !== undefined) return
  const adapter = internals.connectorOwners.get(connectorId)
  // A session being restored ('connecting' after a reload) has no live connection yet: the plugin that provided its
  // connector on the last page provides it again to finish the restore.
  const connected = Object.values(kernel.store.getState().accounts).some(
    (account) => account?.status === 'connected' && account?.connectorId === connectorId,
  )
  if (adapter !== undefined || connected)
    throw new ConnectorConflictError({
      connectorId,
      owners: [adapter ? `adapter "${adapter}"` : 'the connected account', `plugin "${plugin}"`],
    })
}
