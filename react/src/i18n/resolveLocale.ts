/** The locales written right to left. */
const rightToLeft = new Set(['ar', 'he', 'fa', 'ur'])

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return rightToLeft.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr'
}

/** Chinese is two catalogs by script: Hong Kong, Macau, Taiwan and `Hant` read traditional, the rest simplified. */
function chineseCatalog(tag: string): string {
  return /-(hant|tw|hk|mo)\b/i.test(tag) ? 'zh-TW' : 'zh-CN'
}

/**
 * The catalog to show for the languages asked for, best first: the first one with a catalog of its own tag
 * (`pt-BR`), else of its language (`pt`), else the next language asked for, else `en`.
 */
export function resolveLocale(requested: readonly string[], available: readonly string[]): string {
  const byLowerCase = new Map(available.map((locale) => [locale.toLowerCase(), locale]))
  for (const tag of requested) {
    const lower = tag.toLowerCase()
    const candidates = lower.startsWith('zh')
      ? [chineseCatalog(tag), 'zh']
      : [lower, lower.split('-')[0] ?? '']
    for (const candidate of candidates) {
      const found = byLowerCase.get(candidate.toLowerCase())
      if (found) return found
    }
  }
  return 'en'
}
