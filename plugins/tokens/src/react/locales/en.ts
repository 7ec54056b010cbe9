// The Tokens plugin's texts, English: the source of truth for its other locales.
export default {
  loading: 'Loading tokens',
  unavailable: 'Token balances are unavailable on this network.',
  empty: 'No tokens on this network yet.',
  total: 'Total',
  list: 'Tokens',
  /** A token's price: `$3,000.00 each`. */
  each: '{price} each',
  balanceUnavailable: 'Token Balance Unavailable',
} as const
