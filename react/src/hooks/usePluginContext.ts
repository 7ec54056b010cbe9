'use client'
import { type AnyFoyerPlugin, BaseError, type PluginContext, type PluginContextOf } from '@foyer/core/eager'
import { useCallback, useContext, useRef, useSyncExternalStore } from 'react'
import { PluginViewContext } from '../context/PluginViewScope.js'

export class PluginContextNotFoundError extends BaseError {
  override name = 'PluginContextNotFoundError'
  constructor({ plugin, found }: { plugin: string; found: string | undefined }) {
    super(
      plugin === 'any'
        ? 'usePluginRead is only available in plugin views.'
        : `usePluginContext("${plugin}") is only available in the views of plugin "${plugin}".`,
      {
        details: found
          ? `This component renders in a view of plugin "${found}"; a view gets its own plugin's context only.`
          : 'This component does not render in a plugin view (a modal page or slot the plugin registered).',
        docsPath: '/react#useplugincontext',
      },
    )
  }
}

type StateOf<plugin> = plugin extends { state?: () => infer S } ? S : unknown

/**
 * The plugin's context in its own views (a page of the modal or a slot it fills), typed from the plugin object (or
 * its name, with the plugin's type as the type argument): its state slice, events, storage, reads and actions. A view
 * gets its own plugin's context only.
 */
export function usePluginContext<plugin extends AnyFoyerPlugin>(
  plugin: plugin | plugin['name'],
): PluginContextOf<plugin> {
  const context = useContext(PluginViewContext)
  const name = typeof plugin === 'string' ? plugin : plugin?.name
  if (!context || context.name !== name)
    throw new PluginContextNotFoundError({ plugin: String(name), found: context?.name })
  return context as PluginContextOf<plugin>
}

/**
 * The plugin's state slice, or what `selector` picks from it; re-renders when that changes. `selector` may build a
 * new value each time: it runs again only when the slice changes.
 */
export function usePluginState<plugin extends AnyFoyerPlugin, T = StateOf<plugin>>(
  plugin: plugin | plugin['name'],
  selector?: (state: StateOf<plugin>) => T,
): T {
  const context = usePluginContext(plugin)
  const last = useRef<{ state: unknown; value: T } | undefined>(undefined)
  const select = selector ?? ((state: StateOf<plugin>) => state as unknown as T)
  const read = () => {
    const state = context.getState()
    if (last.current && Object.is(last.current.state, state)) return last.current.value
    const value = select(state as StateOf<plugin>)
    last.current = { state, value }
    return value
  }
  const subscribe = useCallback((onChange: () => void) => context.watchState(() => onChange()), [context])
  return useSyncExternalStore(subscribe, read, read)
}

/**
 * Subscribes a plugin view to the kernel's state through its plugin's context: `read` returns a read such as
 * `context.getNetwork()`, which keeps its identity until the value changes. Only inside a plugin's view.
 */
export function usePluginRead<T>(read: (context: PluginContext) => T): T {
  const context = useContext(PluginViewContext)
  if (!context) throw new PluginContextNotFoundError({ plugin: 'any', found: undefined })
  const subscribe = useCallback((onChange: () => void) => context.subscribe(onChange), [context])
  const snapshot = () => read(context)
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
