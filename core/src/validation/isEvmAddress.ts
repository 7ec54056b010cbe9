const evmAddressPattern = /^(0x)?[0-9a-fA-F]{40}$/

/** SPEC.md §5: 40 hex digits with an optional 0x prefix. Case is not checked against EIP-55. */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && evmAddressPattern.test(value)
}
