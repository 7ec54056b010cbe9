import { FrameError } from '@foyer/plugin-socials/protocol'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'

/** A Solana wire transaction's signature count (compact-u16) and where its signatures start. */
function readShortVec(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) break
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new FrameError('The transaction is not a Solana wire transaction')
}

/**
 * The frame's Solana account for one login: an ed25519 key from a 32-byte seed. It signs messages, and signs wire
 * transactions (legacy or versioned) in the slot the message gives its address among the required signers.
 */
export function createSolanaSigner(seed: Uint8Array) {
  const publicKey = ed25519.getPublicKey(seed)
  const address = base58.encode(publicKey)
  return {
    address,
    signMessage: (message: Uint8Array): Uint8Array => ed25519.sign(message, seed),
    signTransaction(wire: Uint8Array): Uint8Array {
      const signatures = readShortVec(wire, 0)
      const messageStart = signatures.size + 64 * signatures.value
      const message = wire.subarray(messageStart)
      // A versioned message starts with 0x80 | version before its header.
      const header = (message[0] ?? 0) & 0x80 ? 1 : 0
      const requiredSigners = message[header] ?? 0
      const keys = readShortVec(message, header + 3)
      const keysStart = header + 3 + keys.size
      let slot = -1
      for (let index = 0; index < Math.min(requiredSigners, keys.value, signatures.value); index++) {
        const key = message.subarray(keysStart + 32 * index, keysStart + 32 * (index + 1))
        if (key.length === 32 && key.every((byte, position) => byte === publicKey[position])) slot = index
      }
      if (slot < 0) throw new FrameError("The transaction does not ask for this account's signature")
      const signed = wire.slice()
      signed.set(ed25519.sign(message, seed), signatures.size + 64 * slot)
      return signed
    },
  }
}
