/** Intl options this codebase uses, with ES2023's `roundingMode` (older engines ignore it and round half-up). */
export type NumberFormatOptions = Intl.NumberFormatOptions & { roundingMode?: 'trunc' }

/** Where a formatter takes its locale: the user's (the runtime's default) unless one is given. */
export type LocaleOptions = { locale?: string | undefined }

const cache = new Map<string, Intl.NumberFormat>()

/** An `Intl.NumberFormat`, built once per locale and options (constructing one is slow). */
export function getNumberFormat(locale: string | undefined, options: NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    cache.set(key, format)
  }
  return format
}

/**
 * Formats a decimal string exactly: ES2023 engines read a string as a decimal (no trip through a float), which
 * is what keeps 18-decimal amounts and totals beyond 2^53 right.
 */
export function formatDecimalText(format: Intl.NumberFormat, text: string): string {
  return (format.format as unknown as (value: string) => string)(text)
}
