'use client'
import type { Kernel } from '@foyer/core'
import { useEffect, useState } from 'react'
import type { ReactPlugin } from '../types/ReactPlugin.js'
import { getRequestedLocales } from './createTranslate.js'
import type { MessageBundle } from './defineMessages.js'
import { resolveLocale } from './resolveLocale.js'

const bundles = new WeakMap<ReactPlugin, Promise<MessageBundle | undefined>>()
const loaded = new WeakMap<ReactPlugin, MessageBundle>()

/**
 * Loads a plugin's messages (its `messages` module, then the active locale's catalog); resolves to the bundle, or
 * undefined for a plugin without messages (or whose module failed: its views then show English).
 */
export function loadPluginMessages(kernel: Kernel, plugin: ReactPlugin): Promise<MessageBundle | undefined> {
  const load = plugin.messages
  if (!load) return Promise.resolve(undefined)
  let bundle = bundles.get(plugin)
  if (!bundle) {
    bundle = load().then(
      (found) => {
        loaded.set(plugin, found)
        return found
      },
      () => undefined,
    )
    bundles.set(plugin, bundle)
  }
  return bundle.then(async (found) => {
    await found?.load(resolveLocale(getRequestedLocales(kernel), found.locales))
    return found
  })
}

/** The messages of the plugin with this name, once loaded (undefined before, and for a plugin without any). */
export function usePluginMessages(kernel: Kernel, name: string | undefined): MessageBundle | undefined {
  const plugin = name
    ? (kernel.plugins.find((entry) => entry.name === name) as ReactPlugin | undefined)
    : undefined
  const [, setLoaded] = useState<MessageBundle>()
  useEffect(() => {
    if (!plugin?.messages || loaded.has(plugin)) return
    let live = true
    void loadPluginMessages(kernel, plugin).then((found) => live && setLoaded(found))
    return () => {
      live = false
    }
  }, [kernel, plugin])
  return plugin ? loaded.get(plugin) : undefined
}

/** The messages of every plugin whose messages have loaded. */
export function getLoadedPluginMessages(kernel: Kernel): MessageBundle[] {
  return kernel.plugins.flatMap((plugin) => {
    const found = loaded.get(plugin as ReactPlugin)
    return found ? [found] : []
  })
}
