import { defineMessages } from '../i18n/defineMessages.js'
import en from './en/buttons.js'

/** The buttons' messages: English on the first load, every other locale its own chunk. */
export const buttonMessages = defineMessages(en, {
  // One line per locale, alphabetical.
  ar: () => import('./ar/buttons.js'),
  he: () => import('./he/buttons.js'),
  hi: () => import('./hi/buttons.js'),
  id: () => import('./id/buttons.js'),
  ja: () => import('./ja/buttons.js'),
  ko: () => import('./ko/buttons.js'),
  th: () => import('./th/buttons.js'),
  vi: () => import('./vi/buttons.js'),
  'zh-CN': () => import('./zh-CN/buttons.js'),
  'zh-TW': () => import('./zh-TW/buttons.js'),
})
