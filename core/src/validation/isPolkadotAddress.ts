const ss58Pattern = /^[1-9A-HJ-NP-Za-km-z]{46,48}$/

/** Shape check for an SS58 (base58, 46–48 characters) Polkadot/Substrate address; no checksum. */
export function isPolkadotAddress(value: unknown): value is string {
  return typeof value === 'string' && ss58Pattern.test(value)
}
