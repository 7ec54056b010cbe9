'use client'
import { usePluginContext } from '@foyer/react/ui'
import { useEffect, useState } from 'react'
import { resolveSiwxConfig } from '../resolveSiwxConfig.js'
import { getSiwxOptions, type SiwxPlugin } from '../siwx.js'
import type { SIWXConfig } from '../siwxTypes.js'

/**
 * The SIWX config in force (AppKit's `useAppKitSIWX`): the plugin's or the host's `siwx`, else the Foyer service's
 * once loaded; undefined before that, or when sign-in is not set up.
 */
export function useAppKitSIWX<config extends SIWXConfig = SIWXConfig>(): config | undefined {
  const context = usePluginContext<SiwxPlugin>('siwx')
  const [config, setConfig] = useState<SIWXConfig | undefined>(
    () => getSiwxOptions(context).config ?? (context.options.siwx as SIWXConfig | undefined),
  )
  useEffect(() => {
    let live = true
    resolveSiwxConfig(context, getSiwxOptions(context)).then(
      (found) => live && setConfig(found),
      () => live && setConfig(undefined),
    )
    return () => {
      live = false
    }
  }, [context])
  return config as config | undefined
}
