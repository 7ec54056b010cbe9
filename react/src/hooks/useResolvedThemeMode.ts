'use client'
import { getTheme } from '@foyer/core/eager'
import { useSyncExternalStore } from 'react'
import { useKernelRead } from './useKernelRead.js'

const darkQuery = '(prefers-color-scheme: dark)'

function subscribeToColorScheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {}
  const query = window.matchMedia(darkQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function prefersDark(): boolean {
  return typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(darkQuery).matches
}

/** The theme mode to render: `system` follows `prefers-color-scheme`, live (dark on the server and while hydrating). */
export function useResolvedThemeMode(): 'dark' | 'light' {
  const { themeMode } = useKernelRead(getTheme)
  const systemDark = useSyncExternalStore(subscribeToColorScheme, prefersDark, () => true)
  if (themeMode !== 'system') return themeMode
  return systemDark ? 'dark' : 'light'
}
