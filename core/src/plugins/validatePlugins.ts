import { isChainNamespace, listChainNamespaces } from '../caip/chainNamespaces.js'
import { walletFeatures } from '../constants/features.js'
import {
  DuplicateAccountEntryError,
  DuplicatePluginError,
  DuplicateViewError,
  InvalidPluginError,
} from '../errors/plugin.js'
import { isModalOwnView } from '../router/views.js'
import type { AnyFoyerPlugin } from './FoyerPlugin.js'

// A colon separates a plugin's name from its event and storage key names: it may appear in neither.
const namePattern = /^[A-Za-z0-9@._/-]{1,64}$/

/**
 * Checks the host's plugin list before anything runs: each entry an object with a usable `name`, names unique (the
 * error names both entries by index), declared events and storage keys well-formed, and no Account entry claimed
 * twice (a wallet feature such as `send` provided by two plugins, or one `accountEntry` id), and no view id that is a
 * core view's or another plugin's, as a declared view or a `viewLoaders` key (the error names both).
 */
export function validatePlugins(plugins: readonly unknown[]): void {
  const seen = new Map<string, number>()
  const viewOwners = new Map<string, string>()
  const entries = new Map<string, string>()
  const claim = (id: string, plugin: string) => {
    const owner = entries.get(id)
    if (owner !== undefined) throw new DuplicateAccountEntryError({ id, plugins: [owner, plugin] })
    entries.set(id, plugin)
  }
  plugins.forEach((plugin, index) => {
    if (typeof plugin !== 'object' || plugin === null) {
      throw new InvalidPluginError({
        plugin: `plugins[${index}]`,
        details: `plugins[${index}] is not an object.`,
      })
    }
    const { name, events, storage, accountEntry } = plugin as AnyFoyerPlugin
    if (typeof name !== 'string' || !namePattern.test(name)) {
      throw new InvalidPluginError({
        plugin: String(name),
        details: `plugins[${index}].name must be 1 to 64 letters, digits or "@._/-" (no colon).`,
      })
    }
    const first = seen.get(name)
    if (first !== undefined) throw new DuplicatePluginError({ name, indexes: [first, index] })
    seen.set(name, index)
    for (const [field, schemas] of [
      ['events', events],
      ['storage', storage],
    ] as const) {
      if (schemas === undefined) continue
      for (const [key, schema] of Object.entries(schemas ?? { '': undefined })) {
        if (!namePattern.test(key) || typeof schema !== 'object' || schema === null || !('_zod' in schema)) {
          throw new InvalidPluginError({
            plugin: name,
            details: `${field}.${key || '(none)'} must be a well-formed name (no colon) with a zod schema.`,
          })
        }
      }
    }
    const { feature, views, namespaces: pluginNamespaces } = plugin as AnyFoyerPlugin
    if (
      pluginNamespaces !== undefined &&
      !(Array.isArray(pluginNamespaces) && pluginNamespaces.every((entry) => isChainNamespace(entry)))
    ) {
      throw new InvalidPluginError({
        plugin: name,
        details: `plugins[${index}].namespaces must list known chain namespaces (${listChainNamespaces().join(', ')}).`,
      })
    }
    for (const view of Array.isArray(views) ? views : []) {
      const id = (view as { id?: unknown } | undefined)?.id
      if (typeof id !== 'string') continue
      assertViewIdFree(viewOwners, id, name)
      viewOwners.set(id, name)
    }
    if (feature && walletFeatures.includes(feature as never) && views?.length) claim(feature, name)
    if (accountEntry !== undefined) {
      const { id, title, titleWhenNamed, view, order, namespaces, connectors } = accountEntry ?? {}
      if (
        typeof id !== 'string' ||
        !id ||
        typeof title !== 'string' ||
        !title ||
        (titleWhenNamed !== undefined && typeof titleWhenNamed !== 'string') ||
        (view !== undefined && typeof view !== 'string') ||
        (order !== undefined && !Number.isFinite(order)) ||
        (namespaces !== undefined &&
          !(Array.isArray(namespaces) && namespaces.every((entry) => isChainNamespace(entry)))) ||
        (connectors !== undefined &&
          !(Array.isArray(connectors) && connectors.every((entry) => typeof entry === 'string')))
      ) {
        throw new InvalidPluginError({
          plugin: name,
          details:
            'accountEntry needs an id and a title (strings), and optionally a titleWhenNamed and a view (strings), an order (number), namespaces (known chain namespaces) and connectors (connector ids).',
        })
      }
      claim(id, name)
    }
  })
  // A UI layer's loaders (`@foyer/react`'s `viewLoaders`, by view id) may load the plugin's own views only.
  for (const plugin of plugins as { name: string; viewLoaders?: object }[])
    for (const id of Object.keys(plugin.viewLoaders ?? {})) assertViewIdFree(viewOwners, id, plugin.name)
}

/** Throws when `id` is a core view, or a view another plugin (in `owners`, by view id) registered. */
export function assertViewIdFree(owners: ReadonlyMap<string, string>, id: string, plugin: string): void {
  if (isModalOwnView(id))
    throw new DuplicateViewError({ id, owners: ['the modal (a core view)', `plugin "${plugin}"`] })
  const owner = owners.get(id)
  if (owner !== undefined && owner !== plugin)
    throw new DuplicateViewError({ id, owners: [`plugin "${owner}"`, `plugin "${plugin}"`] })
}
