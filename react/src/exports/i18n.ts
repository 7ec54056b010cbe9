// `@foyer/react/i18n`: the message catalogs' machinery without React, for pages outside the modal (the embedded
// wallet's approval page) and any code that formats Foyer-style catalogs on its own.
export { createTranslate } from '../i18n/createTranslate.js'
export { defineMessages, type MessageBundle, type TranslationLoader } from '../i18n/defineMessages.js'
export { formatMessage } from '../i18n/formatMessage.js'
export type {
  MessageCatalog,
  MessageParams,
  PluralMessage,
  Translate,
  Translation,
} from '../i18n/Messages.js'
export { resolveLocale, textDirection } from '../i18n/resolveLocale.js'
