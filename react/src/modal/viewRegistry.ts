import { coreViews, type Kernel } from '@foyer/core'
import { type ComponentType, lazy } from 'react'
import { loadPluginMessages } from '../i18n/pluginMessages.js'
import type { ReactPlugin, ViewLoader } from '../types/ReactPlugin.js'
import { coreViewComponents } from '../views/coreViewComponents.js'
import { coreViewLoaders } from '../views/coreViewLoaders.js'
import { type ViewRegistry, type ViewRegistryEntry, viewRegistryOf } from './viewRegistryOf.js'

/**
 * The lazy component of every view the modal can show: core views, then enabled plugins' `viewLoaders`. Built once per
 * kernel (each loader wrapped in `React.lazy` a single time, never during render); views read it with `viewRegistryOf`.
 */
export function getViewRegistry(kernel: Kernel): ViewRegistry {
  return viewRegistryOf(kernel, buildViewRegistry)
}

function buildViewRegistry(kernel: Kernel): ViewRegistry {
  const registry: ViewRegistry = new Map()
  for (const view of coreViews) {
    const component = coreViewComponents[view]
    const loader = coreViewLoaders[view]
    if (component) registry.set(view, createLoadedEntry(component))
    else if (loader) registry.set(view, createEntry(loader))
  }
  for (const plugin of kernel.plugins as readonly ReactPlugin[]) {
    for (const [id, loader] of Object.entries(plugin.viewLoaders ?? {})) {
      if (!Object.hasOwn(kernel.views, id) || registry.has(id)) continue
      // A view renders with its own plugin's loader: another plugin cannot stand in for it.
      const owner = kernel.views[id]?.plugin
      if (owner !== undefined && owner !== plugin.name) continue
      registry.set(id, createEntry(withMessages(kernel, plugin, loader), plugin.name))
    }
  }
  return registry
}

/** Replaces a view whose module failed to load with a fresh lazy component, so a retry loads it again. */
export function resetView(kernel: Kernel, id: string): void {
  const registry = getViewRegistry(kernel)
  const entry = registry.get(id)
  // A view in the modal's chunk has no module to load again: the retry renders it again.
  if (entry && !Object.hasOwn(coreViewComponents, id))
    registry.set(id, createEntry(entry.source, entry.plugin))
}

/** Loads a view's module; resolves once the view renders without suspending (a failed load is left to its boundary). */
export async function loadView(kernel: Kernel, id: string): Promise<void> {
  await getViewRegistry(kernel)
    .get(id)
    ?.loader()
    .catch(() => {})
}

/** Starts loading a view's module ahead of showing it (hover on a control that opens it). */
export function preloadView(kernel: Kernel, id: string): void {
  void loadView(kernel, id)
}

/**
 * Loads the core views' modules outside the modal's chunk (plugins' views load when shown or hovered: their feature
 * may never be used).
 */
export function preloadCoreViews(kernel: Kernel): void {
  for (const view of Object.keys(coreViewLoaders)) preloadView(kernel, view)
}

/** A plugin view's loader that also loads the plugin's catalog for the active locale, so the view opens translated. */
function withMessages(kernel: Kernel, plugin: ReactPlugin, loader: ViewLoader): ViewLoader {
  if (!plugin.messages) return loader
  return () => Promise.all([loader(), loadPluginMessages(kernel, plugin)]).then(([module]) => module)
}

/** A view already in the modal's chunk: it renders without suspending. */
function createLoadedEntry(component: ComponentType): ViewRegistryEntry {
  const module = { default: component }
  const loaded = Promise.resolve(module)
  return { source: () => loaded, plugin: undefined, loader: () => loaded, component }
}

function createEntry(source: ViewLoader, plugin?: string): ViewRegistryEntry {
  let loading: ReturnType<ViewLoader> | undefined
  const entry: ViewRegistryEntry = {
    source,
    plugin,
    loader: () => {
      loading ??= source().then((module) => {
        entry.component = module.default
        return module
      })
      return loading
    },
    component: lazy(() => entry.loader()),
  }
  return entry
}
