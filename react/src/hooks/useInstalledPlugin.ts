'use client'
import type { AnyFoyerPlugin, PluginContextOf } from '@foyer/core/eager'
import { useContext } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { getKernelAccess } from '../context/kernelAccess.js'
import { PluginViewOwnerContext } from '../context/PluginViewScope.js'

/**
 * An installed plugin's context, for hooks a plugin offers the host's own components (such as `useAppKitSIWX`);
 * undefined when the plugin is not installed or its feature is off. In a plugin's view it gives that plugin's own
 * context only (undefined for any other): plugin views use `usePluginContext`.
 */
export function useInstalledPlugin<plugin extends AnyFoyerPlugin>(
  plugin: plugin | plugin['name'],
): PluginContextOf<plugin> | undefined {
  const kernel = useKernel()
  const owner = useContext(PluginViewOwnerContext)
  const name = typeof plugin === 'string' ? plugin : plugin.name
  if (owner !== undefined && owner !== name) return undefined
  return getKernelAccess(kernel).getPluginContext(name) as PluginContextOf<plugin> | undefined
}
