import { defineMessages } from '@foyer/react/ui'
import en from './locales/en.js'

/**
 * The plugin's own catalog, in Foyer's format: English with the view, German and Arabic each a chunk of their own,
 * loaded when the app's locale asks for them (the modal loads the active one with the view).
 */
export const gasTipsMessages = defineMessages(en, {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
})
