'use client'
import { useEffect, useRef } from 'react'
import type { MessageBundle } from './defineMessages.js'
import { resolveLocale } from './resolveLocale.js'
import { useRequestedLocales } from './useTranslate.js'

/**
 * Suspends a component's first render until the active locale's catalog is loaded, so it never shows English first.
 * Later locale switches don't suspend: the texts change when the new catalog arrives.
 */
export function useCatalogOnMount(bundle: MessageBundle): void {
  const locale = resolveLocale(useRequestedLocales(), bundle.locales)
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
  }, [])
  if (!mounted.current && !bundle.get(locale)) throw bundle.load(locale)
}
