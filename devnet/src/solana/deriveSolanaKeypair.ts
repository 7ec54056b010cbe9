import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'

export type SolanaKeypair = {
  /** Base58 of the public key. */
  address: string
  publicKey: Uint8Array
  /** The 32-byte ed25519 private key (seed). */
  secretKey: Uint8Array
  /** 64 bytes, private key then public key: the layout of Solana CLI keypair files and `createKeyPairFromBytes`. */
  keypairBytes: Uint8Array
}

const devSeed = 'foyer-devnet/solana'

/** A deterministic ed25519 keypair: the private key is sha256 of the fixed dev seed and `label`. */
export function deriveSolanaKeypair(label: string): SolanaKeypair {
  const secretKey = sha256(utf8ToBytes(`${devSeed}/${label}`))
  const publicKey = ed25519.getPublicKey(secretKey)
  const keypairBytes = new Uint8Array(64)
  keypairBytes.set(secretKey, 0)
  keypairBytes.set(publicKey, 32)
  return { address: base58.encode(publicKey), publicKey, secretKey, keypairBytes }
}
