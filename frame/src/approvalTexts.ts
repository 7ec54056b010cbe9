import { createTranslate, defineMessages, type Translate } from '@foyer/react/i18n'
import en from './locales/en.js'

/** The approval page's texts: English in the page's script, every other locale its own chunk, loaded when shown. */
export const approvalTexts = defineMessages(en, {
  // One line per locale, alphabetical.
  ar: () => import('./locales/ar.js'),
  cs: () => import('./locales/cs.js'),
  de: () => import('./locales/de.js'),
  el: () => import('./locales/el.js'),
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  hu: () => import('./locales/hu.js'),
  id: () => import('./locales/id.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  ms: () => import('./locales/ms.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  pt: () => import('./locales/pt.js'),
  ro: () => import('./locales/ro.js'),
  ru: () => import('./locales/ru.js'),
  sv: () => import('./locales/sv.js'),
  th: () => import('./locales/th.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
})

export type ApprovalTranslate = Translate<typeof en>

/** The page's texts in English: what it shows before the app's locale is known, and where a catalog fails to load. */
export const englishApproval: ApprovalTranslate = createTranslate(approvalTexts, 'en')

/** `t` in a locale of the catalog (`en` for any other), once that locale's texts are loaded. */
export async function loadApprovalTranslate(locale: string): Promise<ApprovalTranslate> {
  await approvalTexts.load(locale)
  const catalog = approvalTexts.get(locale)
  return catalog ? createTranslate(approvalTexts, locale, catalog) : englishApproval
}
