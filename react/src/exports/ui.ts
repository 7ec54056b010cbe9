'use client'

// `@foyer/react/ui`: the modal's UI primitives and the plugin-view hooks, for plugin views. A separate entry so that
// an app's first load never carries view-only code such as the QR encoder or the hooks.
export {
  PluginContextNotFoundError,
  usePluginContext,
  usePluginRead,
  usePluginState,
} from '../hooks/usePluginContext.js'
export { defineMessages, type MessageBundle, type TranslationLoader } from '../i18n/defineMessages.js'
export type {
  MessageCatalog,
  MessageParams,
  PluralMessage,
  Translate,
  Translation,
} from '../i18n/Messages.js'
export { useTranslate } from '../i18n/useTranslate.js'
export * from '../ui/index.js'
export { type UseVirtualizerOptions, useVirtualizer } from '../ui/useVirtualizer.js'
export { NetworkImage, type NetworkImageProps } from '../views/parts/NetworkImage.js'
