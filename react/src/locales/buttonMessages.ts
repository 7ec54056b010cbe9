import { defineMessages } from '../i18n/defineMessages.js'
import en from './en/buttons.js'

/** The buttons' messages: English on the first load, every other locale its own chunk. */
export const buttonMessages = defineMessages(en, {
  // One line per locale, alphabetical.
  ar: () => import('./ar/buttons.js'),
  cs: () => import('./cs/buttons.js'),
  de: () => import('./de/buttons.js'),
  el: () => import('./el/buttons.js'),
  es: () => import('./es/buttons.js'),
  fr: () => import('./fr/buttons.js'),
  he: () => import('./he/buttons.js'),
  hi: () => import('./hi/buttons.js'),
  hu: () => import('./hu/buttons.js'),
  id: () => import('./id/buttons.js'),
  it: () => import('./it/buttons.js'),
  ja: () => import('./ja/buttons.js'),
  ko: () => import('./ko/buttons.js'),
  ms: () => import('./ms/buttons.js'),
  nl: () => import('./nl/buttons.js'),
  pl: () => import('./pl/buttons.js'),
  pt: () => import('./pt/buttons.js'),
  ro: () => import('./ro/buttons.js'),
  ru: () => import('./ru/buttons.js'),
  sv: () => import('./sv/buttons.js'),
  th: () => import('./th/buttons.js'),
  tr: () => import('./tr/buttons.js'),
  uk: () => import('./uk/buttons.js'),
  vi: () => import('./vi/buttons.js'),
  'zh-CN': () => import('./zh-CN/buttons.js'),
  'zh-TW': () => import('./zh-TW/buttons.js'),
})
