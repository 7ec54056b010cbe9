const base58Pattern = /^[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/
const bech32Pattern = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/

/**
 * Shape check for Bitcoin addresses: legacy base58 (P2PKH/P2SH, mainnet or testnet) or bech32/bech32m
 * (`bc1`, `tb1`, `bcrt1`, all one case). Checksums are not verified.
 */
export function isBitcoinAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (base58Pattern.test(value)) return true
  const lower = value.toLowerCase()
  return (value === lower || value === value.toUpperCase()) && bech32Pattern.test(lower)
}
