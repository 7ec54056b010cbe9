import { keccak_256 } from '@noble/hashes/sha3.js'

const hexAddress = /^0x[0-9a-fA-F]{40}$/

/** EIP-55: the address with each letter upper-cased where the keccak-256 of its lower-case hex has a nibble ≥ 8. */
export function toChecksumAddress(address: string): string {
  if (!hexAddress.test(address)) return address
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let index = 0; index < lower.length; index++) {
    const byte = hash[index >> 1] ?? 0
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f
    const char = lower[index] ?? ''
    result += nibble >= 8 ? char.toUpperCase() : char
  }
  return result
}
