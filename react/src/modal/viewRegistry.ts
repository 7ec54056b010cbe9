import { coreViews, type Kernel } from '@foyer/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ReactPlugin, ViewLoader } from '../types/ReactPlugin.js'
import { coreViewLoaders } from '../views/coreViewLoaders.js'

type LazyView = LazyExoticComponent<ComponentType>

export type ViewRegistryEntry = { loader: ViewLoader; component: LazyView }

const registries = new WeakMap<Kernel, Map<string, ViewRegistryEntry>>()

/**
 * The lazy component of every view the modal can show: core views, then enabled plugins' `viewLoaders`. Built once per
 * kernel (each loader wrapped in `React.lazy` a single time, never during render).
 */
export function getViewRegistry(kernel: Kernel): Map<string, ViewRegistryEntry> {
  const existing = registries.get(kernel)
  if (existing) return existing
  const registry = new Map<string, ViewRegistryEntry>()
  for (const view of coreViews) {
    const loader = coreViewLoaders[view]
    if (loader) registry.set(view, { loader, component: lazy(loader) })
  }
  for (const plugin of kernel.plugins as readonly ReactPlugin[]) {
    for (const [id, loader] of Object.entries(plugin.viewLoaders ?? {})) {
      if (!Object.hasOwn(kernel.views, id) || registry.has(id)) continue
      registry.set(id, { loader, component: lazy(loader) })
    }
  }
  registries.set(kernel, registry)
  return registry
}

/** Replaces a view whose module failed to load with a fresh lazy component, so a retry loads it again. */
export function resetView(kernel: Kernel, id: string): void {
  const registry = getViewRegistry(kernel)
  const entry = registry.get(id)
  if (entry) registry.set(id, { loader: entry.loader, component: lazy(entry.loader) })
}

/** Starts loading a view's module ahead of showing it (hover on a control that opens it). */
export function preloadView(kernel: Kernel, id: string): void {
  getViewRegistry(kernel)
    .get(id)
    ?.loader()
    .catch(() => {})
}
