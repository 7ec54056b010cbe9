/**
 * A message that depends on a count, one text per `Intl.PluralRules` category of the language (`other` always;
 * English needs `one` too, Arabic all six). `{count}` in the text is the count, formatted for the locale.
 */
export type PluralMessage = {
  zero?: string
  one?: string
  two?: string
  few?: string
  many?: string
  other: string
}

/** A catalog: flat dotted keys (`'send.review.fee'`) to a text with `{name}` placeholders or a plural message. */
export type MessageCatalog = { readonly [key: string]: string | PluralMessage }

/**
 * A locale's catalog, typed from the English one: every key required, no other key (a missing or misspelt key is a
 * type error); a text for a text and plural forms for a plural.
 */
export type Translation<english extends MessageCatalog> = {
  readonly [key in keyof english]: english[key] extends string ? string : PluralMessage
}

type PlaceholdersOf<text> = text extends `${string}{${infer name}}${infer rest}`
  ? name | PlaceholdersOf<rest>
  : never

/** The placeholders a message takes: its `{name}`s, and `count` for a plural. */
export type MessageParams<message> = message extends string
  ? { [name in PlaceholdersOf<message>]: string | number }
  : message extends PluralMessage
    ? { count: number } & { [name in PlaceholdersOf<message['other']>]: string | number }
    : never

/** The keys whose message takes no placeholder. */
type PlainKeys<catalog extends MessageCatalog> = {
  [key in keyof catalog]: catalog[key] extends string
    ? PlaceholdersOf<catalog[key]> extends never
      ? key
      : never
    : never
}[keyof catalog]

/** Looks a key up in the active locale's catalog and fills its placeholders: `t('send.fee', { fee: '0.1 ETH' })`. */
export type Translate<catalog extends MessageCatalog> = string extends keyof catalog
  ? {
      // A catalog known only at run time (a plugin's, looked up by view id): any key, any params.
      (key: string, params?: Readonly<Record<string, string | number>>): string
      readonly locale: string
      fromEnglish(text: string): string
    }
  : StrictTranslate<catalog>

type StrictTranslate<catalog extends MessageCatalog> = {
  <key extends PlainKeys<catalog>>(key: key): string
  <key extends Exclude<keyof catalog, PlainKeys<catalog>>>(
    key: key,
    params: MessageParams<catalog[key]>,
  ): string
  /** The locale the texts are in (`'en'` while another's catalog loads). */
  readonly locale: string
  /**
   * A text headless code wrote in English (a validation message, a snackbar) in the active locale, when the catalog
   * has it word for word (and without placeholders); else the text as it is.
   */
  fromEnglish(text: string): string
}
