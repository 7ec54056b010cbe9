import { createTranslate, defineMessages, type Translate } from '@foyer/react/i18n'

/**
 * The smart-session pages' texts (the grant's review, the revoke). English only so far: every locale reads these
 * in English until its catalog is added here (the approval page's other texts follow the locale).
 */
export const smartSessionTexts = defineMessages({
  'session.grantTitle': 'Grant a session',
  'session.heading': 'Session',
  'session.app': 'For the app',
  'session.key': "The app's session key",
  'session.ends': 'Ends',
  'session.limitsHeading': 'It may, without asking you again',
  'session.spendNative': 'Spend in total',
  'session.spendToken': 'Send or approve in total',
  'session.call': 'Call',
  'session.anyFunction': 'Any function of {contract}',
  'session.functionOf': '{function} on {contract}',
  'session.nothingElse': 'Anything else',
  'session.nothingElseValue': 'Refused by your smart account on chain',
  'session.revokeTitle': 'End a session',
})

export type SmartSessionTranslate = Translate<typeof smartSessionTexts.en>

/** The texts for `locale` (English where the catalog has none yet). */
export function smartSessionTranslate(locale: string): SmartSessionTranslate {
  return createTranslate(smartSessionTexts, locale)
}
