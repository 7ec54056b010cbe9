import { defineMessages } from '../i18n/defineMessages.js'
import en from './en/buttons.js'

/** The buttons' messages: English on the first load, every other locale its own chunk. */
export const buttonMessages = defineMessages(en, {
  // One line per locale, alphabetical.
  ar: () => import('./ar/buttons.js'),
  cs: () => import('./cs/buttons.js'),
  el: () => import('./el/buttons.js'),
  hu: () => import('./hu/buttons.js'),
  it: () => import('./it/buttons.js'),
  ja: () => import('./ja/buttons.js'),
  ms: () => import('./ms/buttons.js'),
  nl: () => import('./nl/buttons.js'),
  ro: () => import('./ro/buttons.js'),
  sv: () => import('./sv/buttons.js'),
})
