import { base64 } from '@scure/base'
import { RawWitness } from '@scure/btc-signer'
import { buildBip322ToSign } from './buildBip322ToSign.js'
import type { BitcoinDevKey } from './deriveBitcoinDevKeys.js'

/** A BIP-322 "simple" signature (base64 of the witness stack) for a p2wpkh or p2tr key. */
export function signBip322Simple(key: BitcoinDevKey, message: string | Uint8Array): string {
  const toSign = buildBip322ToSign(
    key.script,
    message,
    key.addressType === 'p2tr' ? key.publicKey : undefined,
  )
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: signing produced no witness')
  return base64.encode(RawWitness.encode(witness))
}
