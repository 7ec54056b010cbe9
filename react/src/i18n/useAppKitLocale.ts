'use client'
import { setLocale } from '@foyer/core/eager'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'
import { buttonMessages } from '../locales/buttonMessages.js'
import { textDirection } from './resolveLocale.js'
import { useBundleLocale } from './useTranslate.js'

export type UseAppKitLocaleReturnType = {
  /** The locale the modal shows (after the fallback chain; `'en'` while its catalog loads). */
  locale: string
  dir: 'ltr' | 'rtl'
  /** A BCP 47 tag, or `undefined` to follow the browser's languages. */
  setLocale(locale: string | undefined): void
}

/** The modal's language and writing direction, and the switch between languages. */
export function useAppKitLocale(): UseAppKitLocaleReturnType {
  const { kernel } = useAppKitInstance()
  const { locale } = useBundleLocale(buttonMessages)
  return useMemo(
    () => ({ locale, dir: textDirection(locale), setLocale: (next) => setLocale(kernel, next) }),
    [kernel, locale],
  )
}
