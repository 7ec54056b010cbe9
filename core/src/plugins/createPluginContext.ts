import * as z from 'zod/mini'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/getAccount.js'
import { getConnection } from '../actions/getConnection.js'
import { getConnectors } from '../actions/getConnectors.js'
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
import { chainNamespaces } from '../caip/chainNamespaces.js'
import type { Kernel } from '../createKernel.js'
import { PluginEventError } from '../errors/plugin.js'
import type { KernelEventName } from '../events/KernelEventMap.js'
import { BalanceSchema } from '../net/schemas/balance.js'
import { getKernelInternals } from '../state/kernelInternals.js'
import { setAccountState } from '../state/setConnectionState.js'
import { createPluginStorage } from '../storage/createPluginStorage.js'
import type { StorageLike } from '../storage/StorageLike.js'
import type { EmbeddedWalletUser } from '../types/AccountState.js'
import { connectorTypes } from '../types/Connector.js'
import { parseWithSchema } from '../validation/parseWithSchema.js'
import type {
  AnyFoyerPlugin,
  PluginContext,
  PluginEvents,
  PluginHooks,
  PluginOptions,
} from './FoyerPlugin.js'

const tokenBalanceSchema = z.array(BalanceSchema)
const providedWalletSchema = z.object({
  connector: z.looseObject({
    id: z.string().check(z.minLength(1)),
    type: z.enum(connectorTypes),
    name: z.string(),
    namespace: z.enum(chainNamespaces),
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

const pluginHookNames = [
  'views',
  'beforeOpen',
  'shouldClose',
  'close',
  'shouldAllowRpcRequest',
  'rpcRequest',
  'afterConnect',
  'disconnect',
] as const satisfies readonly (keyof PluginHooks)[]

type Handler = (payload: never) => void

export type CreatePluginContextParameters = {
  plugin: AnyFoyerPlugin
  /** The storage backend the kernel's storage wraps. */
  storage: StorageLike
}

/**
 * Builds a plugin's capabilities: tap-only hooks, scoped event buses, its state slice, its storage, reads and the
 * view actions. Nothing in it leads back to the kernel object.
 */
export function createPluginContext(
  kernel: Kernel,
  { plugin, storage }: CreatePluginContextParameters,
): PluginContext<unknown, Record<string, z.core.$ZodType>, Record<string, z.core.$ZodType>> {
  const { name } = plugin
  const internals = getKernelInternals(kernel)
  const store = internals.store
  const hooks = Object.freeze(
    Object.fromEntries(pluginHookNames.map((hook) => [hook, kernel.hooks[hook]])),
  ) as PluginHooks
  const eventSchemas: Record<string, z.core.$ZodType> = plugin.events ?? {}

  // Handlers this plugin added, so `off` cannot remove anyone else's and destroy removes all of ours.
  const kernelHandlers = new Map<string, Set<Handler>>()
  const pluginHandlers = new Map<string, Set<Handler>>()
  const remember = (map: Map<string, Set<Handler>>, type: string, handler: Handler) => {
    const set = map.get(type) ?? new Set()
    set.add(handler)
    map.set(type, set)
  }
  const forget = (map: Map<string, Set<Handler>>, type: string, handler: Handler) =>
    map.get(type)?.delete(handler) === true
  const pluginEventName = (target: AnyFoyerPlugin | string, type: string) =>
    `${typeof target === 'string' ? target : target.name}:${type}`

  const events: PluginEvents<Record<string, z.core.$ZodType>> = Object.freeze({
    on(type: KernelEventName, handler: Handler) {
      if (typeof handler !== 'function') throw new TypeError(`${name}: events.on expects a function`)
      remember(kernelHandlers, type, handler)
      kernel.events.on(type, handler as never)
      return () => events.off(type, handler as never)
    },
    off(type: KernelEventName, handler: Handler) {
      if (forget(kernelHandlers, type, handler)) kernel.events.off(type, handler as never)
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
      remember(pluginHandlers, key, handler)
      internals.pluginEvents.on(key, handler as never)
      return () => events.offPlugin(target, type, handler)
    },
    offPlugin(target: AnyFoyerPlugin | string, type: string, handler: Handler) {
      const key = pluginEventName(target, type)
      if (forget(pluginHandlers, key, handler)) internals.pluginEvents.off(key, handler as never)
    },
  } as PluginEvents<Record<string, z.core.$ZodType>>)

  internals.cleanups.push(() => {
    for (const [type, handlers] of kernelHandlers)
      for (const handler of handlers) kernel.events.off(type as never, handler as never)
    for (const [type, handlers] of pluginHandlers)
      for (const handler of handlers) internals.pluginEvents.off(type, handler as never)
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
