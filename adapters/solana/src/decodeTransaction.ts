import { Transaction, VersionedTransaction } from '@solana/web3.js'

/** A wire transaction as web3.js builds it: `Transaction` for a legacy message, `VersionedTransaction` for v0. */
export function decodeTransaction(bytes: Uint8Array): Transaction | VersionedTransaction {
  const versioned = VersionedTransaction.deserialize(bytes)
  return versioned.version === 'legacy' ? Transaction.from(bytes) : versioned
}

/** The wire bytes of a transaction, signed or partly signed. */
export function encodeTransaction(transaction: Transaction | VersionedTransaction): Uint8Array {
  return transaction instanceof VersionedTransaction
    ? transaction.serialize()
    : new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
}
