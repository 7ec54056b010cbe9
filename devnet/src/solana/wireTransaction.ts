import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import {
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import type { SolanaKeypair } from './deriveSolanaKeypair.js'
import { systemProgramAddress } from './splToken.js'

export type WireTransaction = {
  bytes: Uint8Array
  transaction: Transaction
  message: CompiledTransactionMessage
  /** Base58 of the first signature: the transaction's id. */
  signature: string
  signatures: string[]
  version: 'legacy' | 0
  recentBlockhash: string
}

/** Decodes a wire transaction; throws on bytes that are not one. */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  const transaction = getTransactionDecoder().decode(bytes)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const signatures = Object.values(transaction.signatures).map((signature) =>
    base58.encode(signature ?? new Uint8Array(64)),
  )
  const signature = signatures[0]
  if (signature === undefined) throw new Error('the transaction has no signatures')
  const version: unknown = message.version
  if (version !== 'legacy' && version !== 0)
    throw new Error(`unsupported transaction version ${String(version)}`)
  return {
    bytes,
    transaction,
    message,
    signature,
    signatures,
    version,
    recentBlockhash: message.lifetimeToken,
  }
}

/** Whether every required signature is present and valid for the message bytes. */
export function verifyWireTransactionSignatures(wire: WireTransaction): boolean {
  const entries = Object.entries(wire.transaction.signatures)
  if (entries.length !== wire.message.header.numSignerAccounts) return false
  return entries.every(
    ([address, signature]) =>
      signature !== null &&
      ed25519.verify(signature, new Uint8Array(wire.transaction.messageBytes), base58.decode(address)),
  )
}

/** A signed legacy transaction with one System Program transfer; used for airdrops from the faucet. */
export function buildTransferTransaction(parameters: {
  from: SolanaKeypair
  to: string
  lamports: bigint
  recentBlockhash: string
}): Uint8Array {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, parameters.lamports, true)
  const message = concatBytes([
    Uint8Array.of(1, 0, 1),
    Uint8Array.of(3),
    parameters.from.publicKey,
    base58.decode(parameters.to),
    base58.decode(systemProgramAddress),
    base58.decode(parameters.recentBlockhash),
    Uint8Array.of(1, 2, 2, 0, 1, data.length),
    data,
  ])
  const signature = ed25519.sign(message, parameters.from.secretKey)
  return concatBytes([Uint8Array.of(1), signature, message])
}

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.length
  }
  return bytes
}
