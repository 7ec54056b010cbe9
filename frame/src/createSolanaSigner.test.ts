import { ed25519 } from '@noble/curves/ed25519.js'
import { describe, expect, it } from 'vitest'
import { createSolanaSigner } from './createSolanaSigner.js'

const seed = new Uint8Array(32).fill(7)
const otherKey = ed25519.getPublicKey(new Uint8Array(32).fill(9))

/** A legacy wire transaction: two signature slots, then a message whose two required signers are `signers`. */
function wireTransaction(signers: Uint8Array[], { versioned = false } = {}) {
  const message = new Uint8Array([
    ...(versioned ? [0x80] : []),
    2,
    0,
    1,
    signers.length + 1,
    ...signers.flatMap((key) => [...key]),
    ...new Uint8Array(32).fill(1),
    ...new Uint8Array(32).fill(2),
    0,
  ])
  return { wire: new Uint8Array([2, ...new Uint8Array(128), ...message]), message }
}

describe('createSolanaSigner', () => {
  it('signs messages with the seed’s ed25519 key', () => {
    const signer = createSolanaSigner(seed)
    const message = new TextEncoder().encode('hello')
    expect(ed25519.verify(signer.signMessage(message), message, ed25519.getPublicKey(seed))).toBe(true)
  })

  it('puts its signature in its own slot of a legacy or versioned transaction, and leaves the others', () => {
    const signer = createSolanaSigner(seed)
    const own = ed25519.getPublicKey(seed)
    for (const versioned of [false, true]) {
      const { wire, message } = wireTransaction([otherKey, own], { versioned })
      const signed = signer.signTransaction(wire)
      expect(signed.subarray(1, 65).every((byte) => byte === 0)).toBe(true)
      expect(ed25519.verify(signed.subarray(65, 129), message, own)).toBe(true)
      expect(signed.subarray(129)).toEqual(message)
    }
  })

  it("refuses a transaction that does not ask for this account's signature, or is not one", () => {
    const signer = createSolanaSigner(seed)
    expect(() => signer.signTransaction(wireTransaction([otherKey, otherKey]).wire)).toThrow(
      "does not ask for this account's signature",
    )
    expect(() => signer.signTransaction(new Uint8Array([0xff, 0xff, 0xff]))).toThrow(
      'not a Solana wire transaction',
    )
  })
})
