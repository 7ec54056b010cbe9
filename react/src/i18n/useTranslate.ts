'use client'
import { getLocale } from '@foyer/core/eager'
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { createTranslate } from './createTranslate.js'
import type { MessageBundle } from './defineMessages.js'
import type { MessageCatalog, Translate, Translation } from './Messages.js'
import { resolveLocale } from './resolveLocale.js'

function subscribeToLanguages(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}

const browserLanguages = () =>
  typeof navigator === 'undefined' ? '' : (navigator.languages ?? [navigator.language]).join(',')

/**
 * The languages asked for, best first: the `locale` option (or `setLocale`), else the browser's languages once
 * hydrated (the server and the hydrating render read English, so the markup matches).
 */
export function useRequestedLocales(): readonly string[] {
  const locale = useKernelRead(getLocale)
  const languages = useSyncExternalStore(subscribeToLanguages, browserLanguages, () => '')
  return useMemo(() => (locale ? [locale] : languages ? languages.split(',') : ['en']), [locale, languages])
}

/** The bundle's locale for the languages asked for, and its catalog once loaded (English until then). */
export function useBundleLocale<english extends MessageCatalog>(bundle: MessageBundle<english>) {
  const locale = resolveLocale(useRequestedLocales(), bundle.locales)
  const read = () => bundle.get(locale)
  const catalog = useSyncExternalStore(bundle.subscribe, read, read)
  // While a newly chosen locale loads, the texts stay in the one shown before (English at first).
  const shown = useRef<{ bundle: MessageBundle<english>; locale: string; catalog: Translation<english> }>(
    undefined,
  )
  useEffect(() => {
    if (!catalog) void bundle.load(locale)
  }, [bundle, locale, catalog])
  if (catalog) {
    const current = { bundle, locale, catalog }
    shown.current = current
    return current
  }
  const previous = shown.current?.bundle === bundle ? shown.current : undefined
  return previous ?? { bundle, locale: 'en', catalog: bundle.en as Translation<english> }
}

/**
 * The `t` of a message bundle in the active locale: `const t = useTranslate(sendMessages)`, then
 * `t('review.fee', { fee })`. Re-renders when the locale changes or
 * its catalog arrives.
 */
export function useTranslate<english extends MessageCatalog>(
  bundle: MessageBundle<english>,
): Translate<english>
export function useTranslate(bundle: MessageBundle): Translate<MessageCatalog> {
  const { locale, catalog } = useBundleLocale(bundle)
  return useMemo(() => createTranslate(bundle, locale, catalog), [bundle, catalog, locale])
}
