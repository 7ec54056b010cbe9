import type { MessageCatalog, Translation } from './Messages.js'

/** Loads one locale's catalog: a dynamic `import()` of its module, whose default export is the catalog. */
export type TranslationLoader<english extends MessageCatalog> = () => Promise<{
  default: Translation<english>
}>

/**
 * A package's messages: the English catalog (bundled with the views that use it) and a loader per other locale
 * (each its own chunk). Give it to `useTranslate` in views and as `messages` on a plugin's React part (so the
 * plugin's views open with the catalog already loaded).
 */
export type MessageBundle<english extends MessageCatalog = MessageCatalog> = {
  readonly en: english
  /** `en` and every locale with a loader. */
  readonly locales: readonly string[]
  /** A loaded catalog, or undefined while it has not loaded (`en` always is). */
  get(locale: string): Translation<english> | undefined
  /** Loads a locale's catalog once; resolves when it is there (at once for `en` or an unknown locale). */
  load(locale: string): Promise<void>
  subscribe(onLoad: () => void): () => void
}

/**
 * `defineMessages(en, { ar: () => import('./messages/ar.js'), ja: () => import('./messages/ja.js') })`: the
 * English catalog is the source of truth; each other locale's module is typed against it.
 */
export function defineMessages<const english extends MessageCatalog>(
  en: english,
  loaders: Readonly<Record<string, TranslationLoader<english>>> = {},
): MessageBundle<english> {
  const loaded = new Map<string, Translation<english>>([['en', en as Translation<english>]])
  const pending = new Map<string, Promise<void>>()
  const listeners = new Set<() => void>()
  return {
    en,
    locales: ['en', ...Object.keys(loaders)],
    get: (locale) => loaded.get(locale),
    load(locale) {
      const loader = loaders[locale]
      if (loaded.has(locale) || !loader) return Promise.resolve()
      let promise = pending.get(locale)
      if (!promise) {
        promise = loader().then(
          (module) => {
            loaded.set(locale, module.default)
            for (const listener of listeners) listener()
          },
          // A chunk that fails to load leaves English showing; the next `load` tries again.
          () => void pending.delete(locale),
        )
        pending.set(locale, promise)
      }
      return promise
    },
    subscribe(onLoad) {
      listeners.add(onLoad)
      return () => listeners.delete(onLoad)
    },
  }
}
