import { defineMessages } from '@foyer/react/ui'

/**
 * The Sessions section's texts ('Your wallet', with `features.smartSessions`). English only so far: other locales
 * read these in English until their catalogs are added here.
 */
export const smartSessionMessages = defineMessages({
  'sessions.heading': 'Sessions',
  'sessions.list': 'Active sessions',
  'sessions.loading': 'Loading sessions…',
  'sessions.none': 'No app holds a session on this account.',
  'sessions.needsSmartAccount': 'Sessions are granted on the smart account.',
  'sessions.ends': 'Ends {date}',
  'sessions.spendNative': 'Up to {amount} {symbol} in total',
  'sessions.spendToken': 'Up to {amount} units of token {token}',
  'sessions.call': 'Calls to {contract}',
  'sessions.key': 'Session key {key}',
  'sessions.revoke': 'Revoke',
  'sessions.revokeFor': 'Revoke the session of {app}',
  'sessions.revoked': 'Session revoked.',
})
