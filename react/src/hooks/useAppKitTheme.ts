'use client'
import { getTheme, setThemeMode, setThemeVariables, type ThemeState } from '@foyer/core/eager'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'
import { useKernelRead } from './useKernelRead.js'

export type UseAppKitThemeReturnType = ThemeState & {
  setThemeMode(themeMode: ThemeState['themeMode']): void
  /** Merges into the current variables; AppKit's `--w3m-*` names are accepted. */
  setThemeVariables(themeVariables: ThemeState['themeVariables']): void
}

export function useAppKitTheme(): UseAppKitThemeReturnType {
  const { kernel } = useAppKitInstance()
  const theme = useKernelRead(getTheme)
  return useMemo(
    () => ({
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      setThemeMode: (themeMode) => setThemeMode(kernel, themeMode),
      setThemeVariables: (themeVariables) => setThemeVariables(kernel, themeVariables),
    }),
    [kernel, theme],
  )
}
