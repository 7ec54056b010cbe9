'use client'
import { getLocale } from '@foyer/core'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useKernelRead } from '../hooks/useKernelRead.js'
import type { MessageBundle } from './defineMessages.js'
import { formatMessage } from './formatMessage.js'
import type { MessageCatalog, Translate } from './Messages.js'
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
  useEffect(() => {
    if (!catalog) void bundle.load(locale)
  }, [bundle, locale, catalog])
  return catalog ? { locale, catalog } : { locale: 'en', catalog: bundle.en }
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
  return useMemo(() => {
    const translate = (key: string, params?: Record<string, string | number>) =>
      formatMessage(catalog[key] ?? bundle.en[key] ?? key, locale, params)
    return Object.assign(translate, { locale }) as Translate<MessageCatalog>
  }, [bundle, catalog, locale])
}
