import type { PluralMessage } from './Messages.js'
import { textDirection } from './resolveLocale.js'

const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function getPluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules
}

function formatNumber(locale: string, value: number): string {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale)
    numberFormats.set(locale, format)
  }
  return format.format(value)
}

/**
 * Fills a message's `{name}` placeholders (numbers formatted for the locale); a plural message picks its text
 * for `params.count` by `Intl.PluralRules`, falling back to `other`. A placeholder without a value stays as written.
 */
export function formatMessage(
  message: string | PluralMessage,
  locale: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const text =
    typeof message === 'string'
      ? message
      : (message[getPluralRules(locale).select(Number(params.count ?? 0))] ?? message.other)
  if (!text.includes('{')) return text
  // In right-to-left text each value is isolated left to right (Arabic inside still reads right to left): an amount with
  // its symbol (`12.5 ETH`) or an address keeps its left-to-right order inside an Arabic sentence.
  const isolate =
    textDirection(locale) === 'rtl' ? (value: string) => `\u2066${value}\u2069` : (value: string) => value
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name]
    if (value === undefined) return placeholder
    return isolate(typeof value === 'number' ? formatNumber(locale, value) : value)
  })
}

/** The `{name}`s a text uses (a test checks each translation keeps the English ones). */
export function placeholdersOf(message: string | PluralMessage): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message)
  const names = new Set<string>()
  for (const text of texts)
    for (const match of text?.matchAll(/\{(\w+)\}/g) ?? []) names.add(match[1] as string)
  return [...names].sort()
}
