import { compactToU8a, hexToU8a, isHex, u8aConcat } from '@polkadot/util'
import { blake2AsU8a } from '@polkadot/util-crypto'

/** The fields of `SignerPayloadJSON` (@polkadot/types) this encoder reads; all hex strings. */
export type SignerPayloadJson = {
  address: string
  blockHash: string
  era: string
  genesisHash: string
  method: string
  nonce: string
  specVersion: string
  tip: string
  transactionVersion: string
  signedExtensions: string[]
  version: number
  assetId?: string | null
  mode?: number
  metadataHash?: string | null
}

function u32(value: string): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, Number(BigInt(value)), true)
  return bytes
}

function hash(value: string, field: string): Uint8Array {
  const bytes = hexToU8a(value)
  if (bytes.length !== 32) throw new Error(`${field}: expected a 32-byte hash`)
  return bytes
}

function compact(value: string): Uint8Array {
  return compactToU8a(BigInt(value))
}

function optionHash(value: string | null | undefined, field: string): Uint8Array {
  return value ? u8aConcat(Uint8Array.of(1), hash(value, field)) : Uint8Array.of(0)
}

/**
 * Encodes what an extension signs for `signPayload`: the call, then each signed extension's "extra" part,
 * then each one's "additional signed" part, in the order the chain lists them; blake2-256 of it when longer
 * than 256 bytes. Knows the extensions of Polkadot, Kusama and substrate dev chains; throws on others.
 */
export function encodeSignerPayload(payload: SignerPayloadJson): Uint8Array {
  if (!isHex(payload.method)) throw new Error('method: expected the hex of the encoded call')
  const extra: Uint8Array[] = []
  const additional: Uint8Array[] = []
  for (const extension of payload.signedExtensions) {
    switch (extension) {
      case 'CheckNonZeroSender':
      case 'CheckWeight':
      case 'PrevalidateAttests':
      case 'StorageWeightReclaim':
        break
      case 'CheckSpecVersion':
        additional.push(u32(payload.specVersion))
        break
      case 'CheckTxVersion':
        additional.push(u32(payload.transactionVersion))
        break
      case 'CheckGenesis':
        additional.push(hash(payload.genesisHash, 'genesisHash'))
        break
      case 'CheckMortality':
      case 'CheckEra':
        extra.push(hexToU8a(payload.era))
        additional.push(hash(payload.blockHash, 'blockHash'))
        break
      case 'CheckNonce':
        extra.push(compact(payload.nonce))
        break
      case 'ChargeTransactionPayment':
        extra.push(compact(payload.tip))
        break
      case 'ChargeAssetTxPayment':
        extra.push(
          compact(payload.tip),
          payload.assetId ? u8aConcat(Uint8Array.of(1), hexToU8a(payload.assetId)) : Uint8Array.of(0),
        )
        break
      case 'CheckMetadataHash':
        extra.push(Uint8Array.of(payload.mode ?? 0))
        additional.push(optionHash(payload.mode ? payload.metadataHash : null, 'metadataHash'))
        break
      default:
        throw new Error(`signedExtensions: the dev wallet cannot encode ${extension}`)
    }
  }
  const encoded = u8aConcat(hexToU8a(payload.method), ...extra, ...additional)
  return encoded.length > 256 ? blake2AsU8a(encoded, 256) : encoded
}
