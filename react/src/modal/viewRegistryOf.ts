import { BaseError, type Kernel } from '@foyer/core'
import type { ComponentType, LazyExoticComponent } from 'react'
import type { ViewLoader } from '../types/ReactPlugin.js'

export type ViewRegistryEntry = {
  /** The plugin's or core's loader, as registered. */
  source: ViewLoader
  /** `source`, called once: later calls share its promise. */
  loader: ViewLoader
  /** The plugin whose `viewLoaders` supplied the view (its views get its context); none for core views. */
  plugin: string | undefined
  /** `React.lazy` until the module has loaded, then the view itself, so a preloaded view renders without suspending. */
  component: LazyExoticComponent<ComponentType> | ComponentType
}

export type ViewRegistry = Map<string, ViewRegistryEntry>

export class ViewRegistryNotBuiltError extends BaseError {
  override name = 'ViewRegistryNotBuiltError'
  constructor() {
    super('A view read the view registry before the modal built it.', {
      details:
        'Views render inside the modal, which builds the registry (getViewRegistry in modal/viewRegistry.ts).',
    })
  }
}

const registries = new WeakMap<Kernel, ViewRegistry>()

/**
 * The kernel's view registry, built once by `build`. Views read it without `build`: the modal, which knows their
 * modules (`modal/viewRegistry.ts`), has built it before any view renders.
 */
export function viewRegistryOf(kernel: Kernel, build?: (kernel: Kernel) => ViewRegistry): ViewRegistry {
  let registry = registries.get(kernel)
  if (registry) return registry
  if (!build) throw new ViewRegistryNotBuiltError()
  registry = build(kernel)
  registries.set(kernel, registry)
  return registry
}

/** Starts loading the module of a view in the built registry ahead of showing it (hover on a control that opens it). */
export function preloadRegisteredView(kernel: Kernel, id: string): void {
  void viewRegistryOf(kernel)
    .get(id)
    ?.loader()
    .catch(() => {})
}
