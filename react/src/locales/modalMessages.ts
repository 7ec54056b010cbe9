import { defineMessages } from '../i18n/defineMessages.js'
import en from './en/modal.js'

/** The modal's messages: English with the modal's chunk, every other locale its own chunk. */
export const modalMessages = defineMessages(en, {
  // One line per locale, alphabetical.
  ar: () => import('./ar/modal.js'),
  cs: () => import('./cs/modal.js'),
  el: () => import('./el/modal.js'),
  hu: () => import('./hu/modal.js'),
  it: () => import('./it/modal.js'),
  ja: () => import('./ja/modal.js'),
  ms: () => import('./ms/modal.js'),
  nl: () => import('./nl/modal.js'),
  ro: () => import('./ro/modal.js'),
  sv: () => import('./sv/modal.js'),
})
