import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { equalBytes } from '@noble/curves/utils.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import { Address, OutScript, RawWitness, SigHash } from '@scure/btc-signer'
import { bitcoinNetworks, type DevBitcoinNetworkName } from './bitcoinNetworks.js'
import { buildBip322ToSign } from './buildBip322ToSign.js'

/**
 * Verifies a BIP-322 "simple" signature by p2wpkh or p2tr `address`: rebuilds `to_sign`, computes its
 * sighash and checks the witness's signature against the key the address commits to.
 */
export function verifyBip322Simple(
  address: string,
  message: string | Uint8Array,
  signature: string,
  network: DevBitcoinNetworkName,
): boolean {
  try {
    const decoded = Address(bitcoinNetworks[network]).decode(address)
    const script = OutScript.encode(decoded)
    const witness = RawWitness.decode(base64.decode(signature))
    const toSign = buildBip322ToSign(script, message)
    if (decoded.type === 'wpkh') {
      const [derSignature, publicKey] = witness
      if (!derSignature || !publicKey || witness.length !== 2) return false
      if (!equalBytes(ripemd160(sha256(publicKey)), decoded.hash)) return false
      const hashType = derSignature[derSignature.length - 1] ?? -1
      if (hashType !== SigHash.ALL) return false
      const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
      const digest = toSign.preimageWitnessV0(0, scriptCode, hashType, 0n)
      return secp256k1.verify(derSignature.slice(0, -1), digest, publicKey, { prehash: false, format: 'der' })
    }
    if (decoded.type === 'tr') {
      const [schnorrSignature] = witness
      if (!schnorrSignature || witness.length !== 1) return false
      if (schnorrSignature.length !== 64 && schnorrSignature.length !== 65) return false
      const hashType = schnorrSignature.length === 65 ? (schnorrSignature[64] ?? -1) : SigHash.DEFAULT
      const digest = toSign.preimageWitnessV1(0, [script], hashType, [0n])
      return schnorr.verify(schnorrSignature.slice(0, 64), digest, decoded.pubkey)
    }
    return false
  } catch {
    return false
  }
}
