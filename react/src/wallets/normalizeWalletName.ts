/**
 * A wallet name reduced for matching: lower case, accents and punctuation dropped, a trailing "wallet" removed
 * ("Coinbase Wallet" and "coinbase" match; "MetaMask" and "Meta Mask" match).
 */
export function normalizeWalletName(name: string): string {
  const compact = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
  const withoutSuffix = compact.endsWith('wallet') ? compact.slice(0, -'wallet'.length) : compact
  return withoutSuffix.length >= 3 ? withoutSuffix : compact
}
