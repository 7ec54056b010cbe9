'use client'
import { useInstalledPlugin } from '@foyer/react'
import { useEffect, useState } from 'react'
import type { SiwxPlugin } from '../siwx.js'
import { getSiwxOptions } from '../siwxShared.js'
import type { SIWXConfig } from '../siwxTypes.js'

/**
 * The SIWX config in force (AppKit's `useAppKitSIWX`): the plugin's or the host's `siwx`, else the Foyer service's
 * once loaded; undefined before that, or when the plugin is not installed. For the host's components.
 */
export function useAppKitSIWX<config extends SIWXConfig = SIWXConfig>(): config | undefined {
  const context = useInstalledPlugin<SiwxPlugin>('siwx')
  const [config, setConfig] = useState<SIWXConfig | undefined>(() =>
    context
      ? (getSiwxOptions(context).config ?? (context.options.siwx as SIWXConfig | undefined))
      : undefined,
  )
  useEffect(() => {
    if (!context) return
    let live = true
    // The resolver comes with the sign-in flow's chunk, off the host's first load.
    import('../siwxFlow.js')
      .then(({ resolveSiwxConfig }) => resolveSiwxConfig(context, getSiwxOptions(context)))
      .then(
        (found) => live && setConfig(found),
        () => live && setConfig(undefined),
      )
    return () => {
      live = false
    }
  }, [context])
  return config as config | undefined
}
