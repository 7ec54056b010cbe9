import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { DuplicateAccountEntryError } from '../errors/plugin.js'
import type { Kernel } from '../kernel/Kernel.js'
import type { ViewDefinition } from '../router/views.js'
import { getWalletFeatures } from './getWalletFeatures.js'
import { isPluginEnabled } from './isPluginEnabled.js'

/** One entry of the Account view's feature list. */
export type AccountEntryItem = {
  id: string
  title: string
  /** The title once the account has a name (`profileName`). */
  titleWhenNamed?: string
  /** The view the entry opens. */
  view: string
  /** The plugin that added it. */
  plugin: string
  order: number
  /** The namespaces whose accounts see the entry; every namespace when absent. */
  namespaces?: readonly ChainNamespace[]
  /** The connectors whose accounts see the entry; every connector when absent. */
  connectors?: readonly string[]
}

// Per kernel, for the `features` object it was built from (`updateFeatures` replaces it).
const cache = new WeakMap<Kernel, { features: object; entries: readonly AccountEntryItem[] }>()

/**
 * The Account view's entries in order: the built-in wallet features (SPEC.md §2 order or the host's
 * `walletFeaturesOrder`, each shown while its feature flag is on and a plugin provides its view), then the entries
 * plugins declare with `accountEntry`, by `order`. (`createKernel` already refused two plugins claiming one entry.)
 */
export function getAccountEntries(kernel: Kernel): readonly AccountEntryItem[] {
  const { features } = kernel.store.getState()
  const cached = cache.get(kernel)
  if (cached?.features === features) return cached.entries
  const entries: AccountEntryItem[] = []
  const add = (entry: AccountEntryItem) => {
    const clash = entries.find((existing) => existing.id === entry.id)
    if (clash) throw new DuplicateAccountEntryError({ id: entry.id, plugins: [clash.plugin, entry.plugin] })
    entries.push(entry)
  }
  const views = Object.values(kernel.views)
  const enabled = kernel.plugins.filter((plugin) => isPluginEnabled(kernel, plugin))
  // A wallet feature belongs to the one plugin that provides a view for it: two claimants are an error.
  const wanted = new Set<string>(getWalletFeatures(kernel))
  for (const plugin of enabled) {
    const feature = plugin.feature
    if (!feature || !wanted.has(feature)) continue
    const view = findFeatureView(views, plugin.name, feature)
    if (view)
      add({
        id: feature,
        title: view.title,
        view: view.id,
        plugin: plugin.name,
        order: 0,
        ...(plugin.namespaces ? { namespaces: Object.freeze([...plugin.namespaces]) } : {}),
      })
  }
  const featureOrder = getWalletFeatures(kernel)
  for (const entry of entries) entry.order = (featureOrder.indexOf(entry.id as never) + 1) * 100
  for (const plugin of enabled) {
    const declared = plugin.accountEntry
    if (!declared) continue
    const view = declared.view ?? declared.id
    if (!kernel.views[view]) continue
    const namespaces = declared.namespaces ?? plugin.namespaces
    add({
      id: declared.id,
      title: declared.title,
      ...(declared.titleWhenNamed ? { titleWhenNamed: declared.titleWhenNamed } : {}),
      view,
      plugin: plugin.name,
      order: declared.order ?? 1000,
      ...(namespaces ? { namespaces: Object.freeze([...namespaces]) } : {}),
      ...(declared.connectors ? { connectors: Object.freeze([...declared.connectors]) } : {}),
    })
  }
  const sorted = Object.freeze(
    entries
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => a.entry.order - b.entry.order || a.index - b.index)
      .map(({ entry }) => Object.freeze(entry)),
  )
  cache.set(kernel, { features, entries: sorted })
  return sorted
}

/** The view a plugin registered for a wallet feature: one declaring that feature, else the plugin's first view. */
function findFeatureView(
  views: ViewDefinition[],
  plugin: string,
  feature: string,
): ViewDefinition | undefined {
  const own = views.filter((view) => view.plugin === plugin)
  return own.find((view) => view.feature === feature) ?? own[0]
}
