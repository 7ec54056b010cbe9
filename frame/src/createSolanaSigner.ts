import { FrameError } from '@foyer/plugin-socials/protocol'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { type Address, getTransactionDecoder, getTransactionEncoder, type Transaction } from '@solana/kit'

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
      let transaction: Transaction
      try {
        transaction = getTransactionDecoder().decode(wire)
      } catch {
        throw new FrameError('The transaction is not a Solana wire transaction')
      }
      if (!(address in transaction.signatures))
        throw new FrameError("The transaction does not ask for this account's signature")
      const signature = ed25519.sign(
        new Uint8Array(transaction.messageBytes),
        seed,
      ) as Transaction['signatures'][Address]
      return new Uint8Array(
        getTransactionEncoder().encode({
          ...transaction,
          signatures: { ...transaction.signatures, [address]: signature },
        }),
      )
    },
  }
}
