import type { Emitter } from 'mitt'
import type { Kernel } from '../createKernel.js'
import type { KernelEventMap, KernelEventName } from '../events/KernelEventMap.js'
import type { TapOnlyHooks } from '../hooks/tapOnly.js'
import type { ViewDefinition } from '../router/views.js'

/** What a plugin's `setup` receives: tap-only hooks, the event bus, its own state slice and the kernel. */
export type PluginContext<S = unknown> = {
  readonly name: string
  readonly hooks: TapOnlyHooks
  readonly events: Pick<Emitter<KernelEventMap>, 'on' | 'off' | 'emit'>
  readonly kernel: Kernel
  getState(): S
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void
}

/**
 * A plugin: a plain object the host gets from a factory (`swap()`, `history({ pageSize })`), in the manner of
 * Vite's plugins. Everything but `name` is optional.
 */
export type FoyerPlugin<S = unknown> = {
  name: string
  /** 'pre' plugins run before unmarked ones, 'post' after. */
  enforce?: 'pre' | 'post'
  /** The feature flag (SPEC.md §1) that turns the plugin on; when it is off the plugin is not set up. */
  feature?: string
  /** Returns options to merge before they are validated (plugin order); like Vite's `config()`. */
  options?: (options: Readonly<Record<string, unknown>>) => Record<string, unknown> | undefined
  /** The views the plugin adds, declared headless; the React layer pairs them with lazy loaders. */
  views?: readonly ViewDefinition[]
  /** The initial value of the plugin's state slice (`state.plugins[name]`). */
  state?: () => S
  /**
   * Kernel events that put the slice back to `state()`: send state declares `['activeNamespaceChange']`, since
   * switching to another namespace resets it (SPEC.md §4).
   */
  resetOn?: readonly KernelEventName[]
  /** Taps hooks, listens to events. May return a cleanup, run by `destroyKernel`. */
  setup?: (context: PluginContext<S>) => undefined | (() => void)
}

/** Identity helper for type inference, as wagmi's `createConnector`. */
export function definePlugin<S = unknown>(plugin: FoyerPlugin<S>): FoyerPlugin<S> {
  return plugin
}
