import type { Kernel } from '@foyer/core/eager'
import type { MessageBundle } from './defineMessages.js'
import { formatMessage } from './formatMessage.js'
import type { MessageCatalog, Translate, Translation } from './Messages.js'
import { resolveLocale } from './resolveLocale.js'

/** A `t` over one catalog (English for a key it lacks, the key itself for an unknown key). */
export function createTranslate<english extends MessageCatalog>(
  bundle: MessageBundle<english>,
  locale: string,
  catalog: Translation<english> | english = bundle.en,
): Translate<english> {
  const messages = catalog as MessageCatalog
  const translate = (key: string, params?: Record<string, string | number>) =>
    formatMessage(messages[key] ?? bundle.en[key] ?? key, locale, params)
  const fromEnglish = (text: string) => {
    const key = englishKeys(bundle).get(text)
    return key === undefined ? text : translate(key)
  }
  return Object.assign(translate, { locale, fromEnglish }) as unknown as Translate<english>
}

const reverse = new WeakMap<MessageBundle, Map<string, string>>()

/** Each English text without placeholders, to its key: how a headless message (a snackbar's) finds its translation. */
function englishKeys(bundle: MessageBundle): Map<string, string> {
  let keys = reverse.get(bundle)
  if (!keys) {
    keys = new Map()
    for (const [key, message] of Object.entries(bundle.en))
      if (typeof message === 'string' && !message.includes('{') && !keys.has(message)) keys.set(message, key)
    reverse.set(bundle, keys)
  }
  return keys
}

/** The languages asked for outside React: the kernel's locale, else the browser's languages, else English. */
export function getRequestedLocales(kernel: Kernel): readonly string[] {
  const { locale } = kernel.store.getState()
  if (locale) return [locale]
  if (typeof navigator === 'undefined') return ['en']
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/** `t` for code outside React (a snackbar from an action): the active locale if its catalog is loaded, else English. */
export function translateFor<english extends MessageCatalog>(
  kernel: Kernel,
  bundle: MessageBundle<english>,
): Translate<english> {
  const locale = resolveLocale(getRequestedLocales(kernel), bundle.locales)
  const catalog = bundle.get(locale)
  return catalog ? createTranslate(bundle, locale, catalog) : createTranslate(bundle, 'en')
}
