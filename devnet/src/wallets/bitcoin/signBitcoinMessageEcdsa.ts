import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { CompactSize } from '@scure/btc-signer'

const prefix = utf8ToBytes('\x18Bitcoin Signed Message:\n')

/** The "Bitcoin Signed Message" digest: double SHA-256 of the prefixed, length-prefixed message. */
export function bitcoinMessageHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message)
  return sha256(sha256(concatBytes(prefix, CompactSize.encode(BigInt(bytes.length)), bytes)))
}

/** BIP-137 header base for a p2wpkh key: 39 + recovery id (27 + 12, compressed native segwit). */
export const bip137P2wpkhHeader = 39

/**
 * A legacy ("ECDSA", BIP-137) message signature by a p2wpkh key: base64 of 65 bytes, a header byte
 * (39 + recovery id) then r and s, the format Xverse answers `signMessage` with for payment addresses.
 */
export function signBitcoinMessageEcdsa(privateKey: Uint8Array, message: string): string {
  const recovered = secp256k1.sign(bitcoinMessageHash(message), privateKey, {
    prehash: false,
    format: 'recovered',
  })
  const recoveryId = recovered[0] ?? 0
  return base64.encode(concatBytes(Uint8Array.of(bip137P2wpkhHeader + recoveryId), recovered.slice(1)))
}
