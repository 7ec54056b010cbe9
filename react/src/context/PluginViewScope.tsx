'use client'
import type { PluginContext } from '@foyer/core'
import { getPluginContext } from '@foyer/core/internal'
import { createContext, type ReactNode } from 'react'
import { useKernel } from './appKitInstance.js'

/** The context of the plugin whose view is rendering; undefined around core views. */
export const PluginViewContext = createContext<PluginContext | undefined>(undefined)

export type PluginViewScopeProps = { plugin: string | undefined; children?: ReactNode }

/** Hands a plugin's view its own plugin's context (and nothing else): what `usePluginContext` returns. */
export function PluginViewScope({ plugin, children }: PluginViewScopeProps) {
  const kernel = useKernel()
  const context = plugin ? getPluginContext(kernel, plugin) : undefined
  return (
    <PluginViewContext.Provider value={context as PluginContext | undefined}>
      {children}
    </PluginViewContext.Provider>
  )
}
