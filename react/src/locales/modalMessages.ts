import { defineMessages } from '../i18n/defineMessages.js'
import en from './en/modal.js'

/** The modal's messages: English with the modal's chunk, every other locale its own chunk. */
export const modalMessages = defineMessages(en, {
  // One line per locale, alphabetical.
  ar: () => import('./ar/modal.js'),
  cs: () => import('./cs/modal.js'),
  de: () => import('./de/modal.js'),
  el: () => import('./el/modal.js'),
  es: () => import('./es/modal.js'),
  fr: () => import('./fr/modal.js'),
  he: () => import('./he/modal.js'),
  hi: () => import('./hi/modal.js'),
  hu: () => import('./hu/modal.js'),
  id: () => import('./id/modal.js'),
  it: () => import('./it/modal.js'),
  ja: () => import('./ja/modal.js'),
  ko: () => import('./ko/modal.js'),
  ms: () => import('./ms/modal.js'),
  nl: () => import('./nl/modal.js'),
  pl: () => import('./pl/modal.js'),
  pt: () => import('./pt/modal.js'),
  ro: () => import('./ro/modal.js'),
  ru: () => import('./ru/modal.js'),
  sv: () => import('./sv/modal.js'),
  th: () => import('./th/modal.js'),
  tr: () => import('./tr/modal.js'),
  uk: () => import('./uk/modal.js'),
  vi: () => import('./vi/modal.js'),
  'zh-CN': () => import('./zh-CN/modal.js'),
  'zh-TW': () => import('./zh-TW/modal.js'),
})
