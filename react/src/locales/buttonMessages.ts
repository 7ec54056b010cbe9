import { defineMessages } from '../i18n/defineMessages.js'
import en from './en/buttons.js'

/** The buttons' messages: English on the first load, every other locale its own chunk. */
export const buttonMessages = defineMessages(en, {
  // One line per locale, alphabetical.
  ar: () => import('./ar/buttons.js'),
  de: () => import('./de/buttons.js'),
  es: () => import('./es/buttons.js'),
  fr: () => import('./fr/buttons.js'),
  ja: () => import('./ja/buttons.js'),
  pl: () => import('./pl/buttons.js'),
  pt: () => import('./pt/buttons.js'),
  ru: () => import('./ru/buttons.js'),
  tr: () => import('./tr/buttons.js'),
  uk: () => import('./uk/buttons.js'),
})
