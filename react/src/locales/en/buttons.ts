// The buttons' texts, English: the source of truth for every other locale's `buttons.ts`.
export default {
  'connect.label': 'Connect Wallet',
  'connect.loading': 'Connecting...',
  'network.select': 'Select network',
  'network.unsupported': 'Unsupported network',
  /** Read by screen readers before the network's name. */
  'network.prefix': 'Network:',
  /** A snackbar when the account's balance cannot be read. */
  'balance.unavailable': 'Token Balance Unavailable',
} as const
