import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { equalBytes } from '@noble/curves/utils.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { OutScript, SigHash, type Transaction } from '@scure/btc-signer'

export type BitcoinPrevout = { script: Uint8Array; amount: bigint }

const ecdsaHashTypes = new Set([1, 2, 3, 0x81, 0x82, 0x83])
const schnorrHashTypes = new Set([0, 1, 2, 3, 0x81, 0x82, 0x83])

/**
 * Checks input `index` of `transaction` against what it spends: a p2wpkh witness (BIP-143 sighash, ECDSA, low-S
 * DER) or a taproot key-path witness (BIP-341 sighash, BIP-340 Schnorr). Returns why it fails, or `undefined`.
 * Every other script type (legacy, p2sh, p2wsh, taproot script paths) is refused: the devnet does not run scripts.
 */
export function verifyBitcoinInput(
  transaction: Transaction,
  index: number,
  prevouts: readonly BitcoinPrevout[],
): string | undefined {
  const input = transaction.getInput(index)
  const prevout = prevouts[index]
  if (!prevout) return 'missing prevout'
  if (input.finalScriptSig && input.finalScriptSig.length > 0) return 'non-empty scriptSig for a segwit input'
  const witness = input.finalScriptWitness ?? []
  const decoded = decodeScript(prevout.script)
  if (!decoded) return 'the spent output has a script this devnet does not run'
  if (decoded.type === 'wpkh') {
    const [signature, publicKey] = witness
    if (witness.length !== 2 || !signature || !publicKey) return 'p2wpkh needs a witness of [signature, key]'
    if (publicKey.length !== 33) return 'p2wpkh needs a compressed public key'
    if (!equalBytes(ripemd160(sha256(publicKey)), decoded.hash)) return 'the key does not match the address'
    const hashType = signature[signature.length - 1] ?? -1
    if (!ecdsaHashTypes.has(hashType)) return `unknown sighash type ${hashType}`
    const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
    const digest = transaction.preimageWitnessV0(index, scriptCode, hashType, prevout.amount)
    const ok = safely(() =>
      secp256k1.verify(signature.slice(0, -1), digest, publicKey, {
        prehash: false,
        format: 'der',
        lowS: true,
      }),
    )
    return ok ? undefined : 'bad ECDSA signature'
  }
  if (decoded.type === 'tr') {
    const [signature] = witness
    if (witness.length !== 1 || !signature)
      return 'only taproot key-path spends (a witness of one signature) are accepted'
    if (signature.length !== 64 && signature.length !== 65) return 'a Schnorr signature is 64 or 65 bytes'
    const hashType = signature.length === 65 ? (signature[64] ?? -1) : SigHash.DEFAULT
    if (!schnorrHashTypes.has(hashType) || (signature.length === 65 && hashType === 0))
      return `unknown sighash type ${hashType}`
    const digest = transaction.preimageWitnessV1(
      index,
      prevouts.map((entry) => entry.script),
      hashType,
      prevouts.map((entry) => entry.amount),
    )
    const ok = safely(() => schnorr.verify(signature.slice(0, 64), digest, decoded.pubkey))
    return ok ? undefined : 'bad Schnorr signature'
  }
  return `spending ${decoded.type} outputs is not supported by this devnet (only p2wpkh and taproot key path)`
}

function decodeScript(script: Uint8Array) {
  try {
    return OutScript.decode(script)
  } catch {
    return undefined
  }
}

function safely(check: () => boolean): boolean {
  try {
    return check()
  } catch {
    return false
  }
}
