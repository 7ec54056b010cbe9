import type * as z from 'zod/mini'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { KernelEventMap, KernelEventName } from '../events/KernelEventMap.js'
import type { TapOnlyHooks } from '../hooks/tapOnly.js'
import type {
  ConnectParameters,
  ConnectReturnType,
  DisconnectParameters,
  GetAccountParameters,
  GetAccountReturnType,
  GetConnectionReturnType,
  GetModalStateReturnType,
  GetNetworkReturnType,
  OpenModalParameters,
  RequestParameters,
  ShowSnackbarParameters,
  SwitchNetworkParameters,
  SwitchNetworkReturnType,
} from '../kernel/actionTypes.js'
import type { KernelOptions } from '../kernel/Kernel.js'
import type { ThemeState } from '../kernel/KernelState.js'
import type { Balance } from '../net/schemas/balance.js'
import type { ViewDefinition, ViewName } from '../router/views.js'
import type { EmbeddedWalletUser } from '../types/AccountState.js'
import type { Connector } from '../types/Connector.js'
import type { ProvidedWallet } from '../types/ProvidedWallet.js'
import type { SnackbarState } from '../types/Snackbar.js'

/** Zod 4 schemas by name (`zod/mini` or classic `zod`): a plugin's events or storage keys. */
export type PluginSchemas = Readonly<Record<string, z.core.$ZodType>>
type NoSchemas = Record<never, never>
/** The values a map of schemas describes. */
export type InferSchemas<schemas extends PluginSchemas> = { [key in keyof schemas]: z.output<schemas[key]> }

/**
 * The hooks a plugin may tap (tap only: no `call`, no interceptors, no tap list). The hooks that answer in place of
 * an adapter (`connect`, `switchNetwork`) and `setup` are the kernel's and the adapters' alone.
 */
export type PluginHooks = Pick<
  TapOnlyHooks,
  | 'views'
  | 'beforeOpen'
  | 'shouldClose'
  | 'close'
  | 'shouldAllowRpcRequest'
  | 'rpcRequest'
  | 'afterConnect'
  | 'disconnect'
>

export type PluginEventHandler<payload> = (payload: payload) => void

/**
 * The event buses as a plugin sees them: it listens to the kernel's events and to any plugin's declared events, and
 * emits only its own declared events. `off` removes only handlers this plugin added.
 */
export type PluginEvents<events extends PluginSchemas = NoSchemas> = {
  /** Listens to a kernel event; returns the function that stops listening. */
  on<name extends KernelEventName>(type: name, handler: PluginEventHandler<KernelEventMap[name]>): () => void
  off<name extends KernelEventName>(type: name, handler: PluginEventHandler<KernelEventMap[name]>): void
  /** Emits one of this plugin's declared events (validated with its schema), as `<plugin name>:<type>`. */
  emit<type extends keyof events & string>(type: type, payload: z.input<events[type]>): void
  /** Listens to a plugin's declared event: pass the plugin object for typed payloads, or its name. */
  onPlugin<plugin extends AnyFoyerPlugin, type extends keyof PluginEventsOf<plugin> & string>(
    plugin: plugin,
    type: type,
    handler: PluginEventHandler<PluginEventsOf<plugin>[type]>,
  ): () => void
  onPlugin(plugin: string, type: string, handler: PluginEventHandler<unknown>): () => void
  offPlugin(plugin: AnyFoyerPlugin | string, type: string, handler: PluginEventHandler<never>): void
}

/**
 * The plugin's own persistent storage: its declared keys, each with the plugin's schema, under a prefix of its own on
 * the kernel's storage. A stored value that fails its schema is dropped (read as undefined) and reported on the
 * kernel's `error` event.
 */
export type PluginStorage<values extends Record<string, unknown> = Record<never, never>> = {
  /** The key prefix on the underlying storage: the kernel's prefix, then `plugin:<name>:`. */
  readonly prefix: string
  get<key extends keyof values & string>(key: key): values[key] | undefined
  /** Stores the value after checking its schema; false when rejected or when the storage throws. */
  set<key extends keyof values & string>(key: key, value: values[key]): boolean
  remove(key: keyof values & string): void
  /** Removes this plugin's keys, and no one else's. */
  clear(): void
}

/** Host options as plugins read them: frozen, without the adapter and plugin objects or the storage backend. */
export type PluginOptions = Readonly<Omit<KernelOptions, 'adapters' | 'plugins' | 'storage'>>

/**
 * What a plugin's `setup` receives (and its views, through `usePluginContext`): one frozen object of capabilities.
 * There is no kernel object, no raw store, no adapter and no `_internal` here; everything the kernel does on a
 * plugin's behalf goes through the same checks as the host's calls (the RPC guard, the router's view checks).
 */
export type PluginContext<
  S = unknown,
  events extends PluginSchemas = NoSchemas,
  storage extends PluginSchemas = NoSchemas,
> = {
  readonly name: string
  readonly hooks: PluginHooks
  readonly events: PluginEvents<events>
  readonly storage: PluginStorage<InferSchemas<storage>>
  readonly options: PluginOptions
  // The plugin's state slice (`state()` gives its initial value).
  getState(): S
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void
  /** Calls `onChange` when the slice changes; returns the unsubscribe function. */
  watchState(onChange: (state: S, previousState: S) => void): () => void
  /** Puts the slice back to `state()`. */
  resetState(): void
  // Reads: the same results as core's `getX(kernel)` (stable until the value changes).
  getAccount(parameters?: GetAccountParameters): GetAccountReturnType
  getNetwork(parameters?: { namespace?: ChainNamespace }): GetNetworkReturnType
  getConnection(): GetConnectionReturnType
  getConnectors(parameters?: { namespace?: ChainNamespace }): readonly Connector[]
  getModalState(): GetModalStateReturnType
  getTheme(): ThemeState
  /** The UI language the app asked for (`locale` option, `setLocale`); undefined while it follows the browser. */
  getLocale(): string | undefined
  getSnackbar(): SnackbarState
  /** Calls `onChange` after any change of the kernel's state (pair it with the reads); returns the unsubscribe. */
  subscribe(onChange: () => void): () => void
  // The actions a feature needs.
  openModal(parameters?: OpenModalParameters): Promise<void>
  /** Closes the modal unless a `shouldClose` tap vetoes it; true when it closed. */
  closeModal(): boolean
  pushView(view: ViewName, data?: Record<string, unknown>): void
  replaceView(view: ViewName, data?: Record<string, unknown>): void
  goBack(): void
  showSnackbar(parameters: ShowSnackbarParameters): void
  switchNetwork(parameters: SwitchNetworkParameters): Promise<SwitchNetworkReturnType>
  /** Connects a namespace through one of its connectors, as the host's `connect` (a wallet this plugin provides). */
  connect(parameters: ConnectParameters): Promise<ConnectReturnType>
  /**
   * Brings a wallet of the plugin's own (the embedded wallet) to the kernel: its connector is listed with the
   * namespace's, and the namespace's adapter connects through its provider. Returns the function that takes it away.
   */
  provideWallet(wallet: ProvidedWallet): () => void
  /**
   * Sets the embedded-wallet user (and the social provider it signed in with) on the namespace's account, when that
   * account is connected through a wallet this plugin provides; otherwise nothing is written.
   */
  setEmbeddedUser(parameters: {
    namespace: ChainNamespace
    user: EmbeddedWalletUser
    socialProvider?: string | undefined
  }): void
  /** Disconnects one namespace, or every connected one, as the host's `disconnect` (sign-in refused, ...). */
  disconnect(parameters?: DisconnectParameters): Promise<void>
  /** Sends an RPC request through the kernel's guard (allow-list, vetoes, approval), exactly as the host's `request`. */
  request(parameters: RequestParameters): Promise<unknown>
  /** Records an analytics event (sent only while the host's `analytics` feature is on). */
  track(event: string, properties?: Record<string, unknown>): void
  /**
   * Sets the connected account's `tokenBalance` (the Blockchain API's balance list, checked with its schema) in the
   * active namespace, or `namespace`. Nothing is written when that account is not connected, or is no longer
   * `address`.
   */
  setTokenBalance(
    balances: readonly Balance[],
    parameters?: { address?: string; namespace?: ChainNamespace },
  ): void
  /**
   * Looks the connected account's name and avatar up again (identity sync, SPEC.md §4) in the active namespace, or
   * `namespace`, past the 5-minute cache: for a plugin that just changed them, such as a registered name.
   */
  refreshIdentity(namespace?: ChainNamespace): void
  /**
   * Says the connected account's balances in the active namespace, or `namespace`, changed (a transaction the plugin
   * saw confirmed): everything showing them (the account button, the Account view, the Tokens tab) reads them again.
   */
  markBalanceStale(namespace?: ChainNamespace): void
}

/** A plugin-declared entry of the Account view's list of features, opening one of the plugin's views. */
export type AccountEntry = {
  /** Unique among every plugin's entries and the built-in features (`onramp`, `swaps`, `receive`, `send`). */
  id: string
  title: string
  /** The title once the account has a name (`profileName`), e.g. "Change name" for "Choose name". */
  titleWhenNamed?: string
  /** The view it opens (one the plugin registers); default: `id`. */
  view?: ViewName
  /**
   * Position in the list: the built-in features take 100, 200, 300, 400 in their order; entries without `order`
   * come after them (1000), in plugin order.
   */
  order?: number
  /** The namespaces whose accounts see the entry; default: the plugin's `namespaces`, else every namespace. */
  namespaces?: readonly ChainNamespace[]
  /** Only accounts connected through one of these connectors see the entry (the embedded wallet's settings). */
  connectors?: readonly string[]
}

/**
 * A plugin: a plain object the host gets from a factory (`swap()`, `history({ pageSize })`), in the manner of
 * Vite's plugins. Everything but `name` is optional; define it with `definePlugin` so the types of its state,
 * events and storage flow into its context and `usePluginContext`.
 */
export type FoyerPlugin<
  S = unknown,
  events extends PluginSchemas = NoSchemas,
  storage extends PluginSchemas = NoSchemas,
> = {
  /** Unique among the installed plugins; its state slice, storage prefix and event namespace. */
  name: string
  /** 'pre' plugins run before unmarked ones, 'post' after. */
  enforce?: 'pre' | 'post'
  /** The feature flag (SPEC.md §1) that turns the plugin on; when it is off the plugin is not set up. */
  feature?: string
  /**
   * The namespaces the plugin works in; every namespace when absent. An account of another namespace is offered
   * none of its entries, tabs or Connect sections (a namespace shows only what it can do).
   */
  namespaces?: readonly ChainNamespace[]
  /**
   * Fills options before they are validated (plugin order), like Vite's `config()`: the plugin's own keys and the
   * defaults still unset. What the host (or an earlier plugin) set is never changed. It sees the options as plain
   * data, frozen: no adapters, plugins, storage backend, class instances or functions.
   */
  options?: (options: Readonly<Record<string, unknown>>) => Record<string, unknown> | undefined
  /** The views the plugin adds, declared headless; the React layer pairs them with lazy loaders. */
  views?: readonly ViewDefinition[]
  /** An entry in the Account view's feature list, opening one of the plugin's views. */
  accountEntry?: AccountEntry
  /** The initial value of the plugin's state slice. */
  state?: () => S
  /**
   * Kernel events that put the slice back to `state()`: send state declares `['activeNamespaceChange']`, since
   * switching to another namespace resets it (SPEC.md §4).
   */
  resetOn?: readonly KernelEventName[]
  /** The plugin's own events and their payload schemas; emitted as `<name>:<type>`. */
  events?: events
  /** The plugin's storage keys and their value schemas. */
  storage?: storage
  /** Taps hooks, listens to events. May return a cleanup, run by `destroyKernel`. */
  setup?: (context: PluginContext<S, events, storage>) => undefined | (() => void)
}

// biome-ignore lint/suspicious/noExplicitAny: any plugin, whatever its state, events and storage
export type AnyFoyerPlugin = FoyerPlugin<any, any, any>

/** The context type of a plugin object. */
export type PluginContextOf<plugin extends AnyFoyerPlugin> =
  plugin extends FoyerPlugin<infer S, infer events, infer storage> ? PluginContext<S, events, storage> : never

/** The payload types of a plugin's declared events. */
export type PluginEventsOf<plugin extends AnyFoyerPlugin> = plugin extends {
  events?: infer events extends PluginSchemas
}
  ? InferSchemas<events>
  : Record<string, unknown>

/** Identity helper for type inference, as wagmi's `createConnector`. */
export function definePlugin<
  S = unknown,
  events extends PluginSchemas = NoSchemas,
  storage extends PluginSchemas = NoSchemas,
>(plugin: FoyerPlugin<S, events, storage>): FoyerPlugin<S, events, storage> {
  return plugin
}
