import { secp256k1 } from '@noble/curves/secp256k1.js'
import { equalBytes } from '@noble/curves/utils.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { Address } from '@scure/btc-signer'
import { bitcoinNetworks, type DevBitcoinNetworkName } from './bitcoinNetworks.js'
import { bitcoinMessageHash } from './signBitcoinMessageEcdsa.js'

/** Verifies a BIP-137 signature by a p2wpkh `address`: recovers the key and compares its hash160. */
export function verifyBitcoinMessageEcdsa(
  address: string,
  message: string,
  signature: string,
  network: DevBitcoinNetworkName,
): boolean {
  try {
    const decoded = Address(bitcoinNetworks[network]).decode(address)
    if (decoded.type !== 'wpkh') return false
    const bytes = base64.decode(signature)
    const header = bytes[0]
    if (bytes.length !== 65 || header === undefined) return false
    // Headers 31-34 (compressed p2pkh) are what Electrum-style tools use for segwit too; accept both.
    const recoveryId = header >= 39 ? header - 39 : header - 31
    if (recoveryId < 0 || recoveryId > 3) return false
    const publicKey = secp256k1.recoverPublicKey(
      concatBytes(Uint8Array.of(recoveryId), bytes.slice(1)),
      bitcoinMessageHash(message),
      { prehash: false },
    )
    return equalBytes(ripemd160(sha256(publicKey)), decoded.hash)
  } catch {
    return false
  }
}
