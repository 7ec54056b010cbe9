import { createTranslate, defineMessages, type Translate } from '@foyer/react/i18n'

/**
 * The smart-session pages' texts (the grant's review, the revoke). English only so far: every locale reads these
 * in English until its catalog is added here (the approval page's other texts follow the locale). Labels stay short:
 * the page's label column is as wide as the longest, and the page must fit the approval frame to be approved.
 */
export const smartSessionTexts = defineMessages({
  'session.grantTitle': 'Grant a session',
  'session.heading': 'Session',
  'session.app': 'App',
  'session.key': 'Session key',
  'session.ends': 'Ends',
  'session.limitsHeading': 'It may, without asking you again',
  'session.spendNative': 'Spend up to',
  'session.spendToken': 'Send up to',
  'session.call': 'May call',
  'session.anyFunction': 'Any function of {contract}',
  'session.functionOf': '{function} on {contract}',
  'session.nothingElse': 'Other calls',
  'session.nothingElseValue': 'Refused by your account on chain',
  'session.revokeTitle': 'End a session',
})

export type SmartSessionTranslate = Translate<typeof smartSessionTexts.en>

/** The texts for `locale` (English where the catalog has none yet). */
export function smartSessionTranslate(locale: string): SmartSessionTranslate {
  return createTranslate(smartSessionTexts, locale)
}
