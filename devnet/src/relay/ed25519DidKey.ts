import { base58 } from '@scure/base'

// did:key multicodec prefix of an ed25519 public key (varint 0xed), then the 32 key bytes, base58btc ('z').
const ed25519Multicodec = Uint8Array.of(0xed, 0x01)
const didKeyPrefix = 'did:key:z'

export function encodeEd25519DidKey(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new TypeError('An ed25519 public key has 32 bytes.')
  const bytes = new Uint8Array(ed25519Multicodec.length + publicKey.length)
  bytes.set(ed25519Multicodec)
  bytes.set(publicKey, ed25519Multicodec.length)
  return didKeyPrefix + base58.encode(bytes)
}

/** Returns the 32-byte ed25519 public key a `did:key` names, or `undefined` when it names something else. */
export function decodeEd25519DidKey(did: string): Uint8Array | undefined {
  if (!did.startsWith(didKeyPrefix)) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(did.slice(didKeyPrefix.length))
  } catch {
    return undefined
  }
  if (bytes.length !== ed25519Multicodec.length + 32) return undefined
  if (bytes[0] !== ed25519Multicodec[0] || bytes[1] !== ed25519Multicodec[1]) return undefined
  return bytes.slice(ed25519Multicodec.length)
}
