import type { FoyerPlugin, PluginSchemas } from '@foyer/core'
import type { ComponentType } from 'react'
import type { MessageBundle } from '../i18n/defineMessages.js'

/** Loads a view's module; its default export is a component taking no props. */
export type ViewLoader = () => Promise<{ default: ComponentType }>

/**
 * A plugin with UI: the headless plugin (its `views` declare `{ id, title }`) plus a lazy loader per view id,
 * e.g. `{ ...swap(), viewLoaders: { Swap: () => import('./SwapView.js') } }`. The views get the plugin's context
 * with `usePluginContext(plugin)`.
 */
export type ReactPlugin<
  S = unknown,
  events extends PluginSchemas = Record<never, never>,
  storage extends PluginSchemas = Record<never, never>,
> = FoyerPlugin<S, events, storage> & {
  viewLoaders?: Record<string, ViewLoader>
  /**
   * The plugin's messages (`defineMessages`), loaded with its views: the active locale's catalog then arrives with
   * the view's chunk, not after it. E.g. `() => import('./sendMessages.js').then((module) => module.sendMessages)`.
   */
  messages?: () => Promise<MessageBundle>
}
