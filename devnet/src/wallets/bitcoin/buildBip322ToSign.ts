import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { hex } from '@scure/base'
import { OP, RawTx, Script, Transaction } from '@scure/btc-signer'

const messageTag = sha256(utf8ToBytes('BIP0322-signed-message'))

/** BIP-340 tagged hash of the message, as BIP-322 commits to it. */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = typeof message === 'string' ? utf8ToBytes(message) : message
  return sha256(concatBytes(messageTag, messageTag, bytes))
}

/**
 * BIP-322's two virtual transactions for a "simple" signature: `to_spend` pays 0 to `scriptPubKey` from a
 * null input committing to the message; the returned `to_sign` spends it into an OP_RETURN. Signing
 * `to_sign`'s only input is signing the message.
 */
export function buildBip322ToSign(
  scriptPubKey: Uint8Array,
  message: string | Uint8Array,
  tapInternalKey?: Uint8Array,
): Transaction {
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode([OP.OP_0, bip322MessageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: scriptPubKey }],
    witnesses: [],
    lockTime: 0,
  })
  const toSpendId = hex.encode(sha256(sha256(toSpend)).reverse())
  const toSign = new Transaction({ version: 0, allowUnknownVersion: true, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpendId,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: scriptPubKey, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return toSign
}
