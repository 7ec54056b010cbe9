import { defineMessages } from '@foyer/react/ui'
import en from './locales/en.js'

/** The socials plugin's messages: English with its views, every other locale its own chunk. */
export const socialsMessages = defineMessages(en, {
  // One line per locale, alphabetical.
  ar: () => import('./locales/ar.js'),
  cs: () => import('./locales/cs.js'),
  el: () => import('./locales/el.js'),
  hu: () => import('./locales/hu.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ms: () => import('./locales/ms.js'),
  nl: () => import('./locales/nl.js'),
  ro: () => import('./locales/ro.js'),
  sv: () => import('./locales/sv.js'),
})
