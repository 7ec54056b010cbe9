'use client'
import type { AnyFoyerPlugin, PluginContextOf } from '@foyer/core'
import { getPluginContext } from '@foyer/core/internal'
import { useKernel } from '../context/appKitInstance.js'

/**
 * An installed plugin's context, for hooks a plugin offers the host's own components (such as `useAppKitSIWX`);
 * undefined when the plugin is not installed or its feature is off. Plugin views use `usePluginContext` instead.
 */
export function useInstalledPlugin<plugin extends AnyFoyerPlugin>(
  plugin: plugin | plugin['name'],
): PluginContextOf<plugin> | undefined {
  return getPluginContext<plugin>(useKernel(), plugin as plugin | string)
}
