const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** SPEC.md §5: base58 (no 0, O, I or l) of 32 to 44 characters. */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && solanaAddressPattern.test(value)
}
