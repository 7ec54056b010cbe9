import { defineMessages } from '../i18n/defineMessages.js'
import en from './en/buttons.js'

/** The buttons' messages: English on the first load, every other locale its own chunk. */
export const buttonMessages = defineMessages(en, {
  // One line per locale, alphabetical.
  ar: () => import('./ar/buttons.js'),
  de: () => import('./de/buttons.js'),
  es: () => import('./es/buttons.js'),
  fr: () => import('./fr/buttons.js'),
  he: () => import('./he/buttons.js'),
  hi: () => import('./hi/buttons.js'),
  id: () => import('./id/buttons.js'),
  ja: () => import('./ja/buttons.js'),
  ko: () => import('./ko/buttons.js'),
  pl: () => import('./pl/buttons.js'),
  pt: () => import('./pt/buttons.js'),
  ru: () => import('./ru/buttons.js'),
  th: () => import('./th/buttons.js'),
  tr: () => import('./tr/buttons.js'),
  uk: () => import('./uk/buttons.js'),
  vi: () => import('./vi/buttons.js'),
  'zh-CN': () => import('./zh-CN/buttons.js'),
  'zh-TW': () => import('./zh-TW/buttons.js'),
})
