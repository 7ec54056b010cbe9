'use client'
import type { PluginContext } from '@foyer/core/eager'
import { createContext, type ReactNode } from 'react'
import { useKernel } from './appKitInstance.js'
import { getKernelAccess } from './kernelAccess.js'

/** The context of the plugin whose view is rendering; undefined around core views. */
export const PluginViewContext = createContext<PluginContext | undefined>(undefined)

/** The name of the plugin whose view is rendering (even one whose context is gone); undefined around core views. */
export const PluginViewOwnerContext = createContext<string | undefined>(undefined)

export type PluginViewScopeProps = { plugin: string | undefined; children?: ReactNode }

/** Hands a plugin's view its own plugin's context (and nothing else): what `usePluginContext` returns. */
export function PluginViewScope({ plugin, children }: PluginViewScopeProps) {
  const kernel = useKernel()
  const context = plugin ? getKernelAccess(kernel).getPluginContext(plugin) : undefined
  return (
    <PluginViewOwnerContext.Provider value={plugin}>
      <PluginViewContext.Provider value={context}>{children}</PluginViewContext.Provider>
    </PluginViewOwnerContext.Provider>
  )
}
