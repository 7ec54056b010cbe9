import { blake2b } from '@noble/hashes/blake2.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { base58, bech32, bech32m, createBase58check } from '@scure/base'

/** Why an address-shaped receiver is refused. */
export type InvalidReceiverCode =
  | 'evmChecksum'
  | 'solanaLength'
  | 'bitcoinUnsupported'
  | 'bitcoinWrongNetwork'
  | 'bitcoinMixedCase'
  | 'bitcoinChecksum'
  | 'bitcoinSegwit'
  | 'bitcoinInvalid'
  | 'polkadotInvalid'
  | 'polkadotChecksum'
  | 'polkadotWrongNetwork'

export type ReceiverAddressCheck =
  /** An address of the network, as it is to be used (an EVM address with its `0x`). */
  | { kind: 'address'; address: string }
  /**
   * Shaped like an address of the namespace, but its checksum or network is wrong: never a name. `reason` is the
   * English sentence, `code` (with `params`, the values the sentence names) what a view translates.
   */
  | {
      kind: 'invalid'
      reason: string
      code: InvalidReceiverCode
      params?: Readonly<Record<string, string | number>>
    }
  /** Not shaped like an address of the namespace at all. */
  | { kind: 'other' }

/** Bitcoin's address prefixes per CAIP-2 network (BIP-173 human-readable part, base58 version bytes). */
const bitcoinNetworks: Record<string, { name: string; hrp: string; p2pkh: number; p2sh: number }> = {
  'bip122:000000000019d6689c085ae165831e93': { name: 'Bitcoin', hrp: 'bc', p2pkh: 0x00, p2sh: 0x05 },
  'bip122:000000000933ea01ad0ee984209779ba': { name: 'Bitcoin Testnet', hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 },
  'bip122:00000008819873e925422c1ff0f99f7c': { name: 'Bitcoin Signet', hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 },
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': {
    name: 'Bitcoin Regtest',
    hrp: 'bcrt',
    p2pkh: 0x6f,
    p2sh: 0xc4,
  },
}

/** SS58 address prefixes per CAIP-2 network. */
const polkadotPrefixes: Record<string, number> = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 0,
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 2,
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': 42,
}

const base58check = createBase58check(sha256)
const ss58Context = new TextEncoder().encode('SS58PRE')

/**
 * What a typed receiver is on `network`: an address that passes its checksum and belongs to the network (EVM: an
 * all-lower or all-upper address, or a mixed-case one that passes EIP-55; Bitcoin: bech32/bech32m or base58check
 * with the network's prefix, so a testnet address is refused on mainnet; Polkadot: SS58 with its checksum and the
 * network's prefix; Solana: 32 bytes of base58), an address-shaped input that fails (with the reason), or neither.
 */
export function checkReceiverAddress(
  value: string,
  network: { namespace: string; caipNetworkId?: string | undefined },
): ReceiverAddressCheck {
  switch (network.namespace) {
    case 'eip155':
      return checkEvmAddress(value)
    case 'solana':
      return checkSolanaAddress(value)
    case 'bip122':
      return checkBitcoinAddress(value, network.caipNetworkId)
    case 'polkadot':
      return checkPolkadotAddress(value, network.caipNetworkId)
    default:
      return { kind: 'other' }
  }
}

function checkEvmAddress(value: string): ReceiverAddressCheck {
  if (!/^(0x)?[0-9a-fA-F]{40}$/.test(value)) return { kind: 'other' }
  const hex = value.replace(/^0x/, '')
  const lower = hex.toLowerCase()
  if (hex !== lower && hex !== hex.toUpperCase()) {
    const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)))
    const checksummed = [...lower]
      .map((char, index) => (Number.parseInt(hash[index] ?? '0', 16) >= 8 ? char.toUpperCase() : char))
      .join('')
    if (checksummed !== hex)
      return {
        kind: 'invalid',
        reason: 'This address has a typo: its capital letters do not match its EIP-55 checksum.',
        code: 'evmChecksum',
      }
  }
  return { kind: 'address', address: `0x${hex}` }
}

function checkSolanaAddress(value: string): ReceiverAddressCheck {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return { kind: 'other' }
  let bytes: Uint8Array
  try {
    bytes = base58.decode(value)
  } catch {
    return { kind: 'other' }
  }
  return bytes.length === 32
    ? { kind: 'address', address: value }
    : {
        kind: 'invalid',
        reason: 'This is not a Solana address: it does not decode to 32 bytes.',
        code: 'solanaLength',
      }
}

function checkBitcoinAddress(value: string, caipNetworkId: string | undefined): ReceiverAddressCheck {
  const network = caipNetworkId ? bitcoinNetworks[caipNetworkId] : undefined
  const bech = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{6,87}$/i.test(value)
  const legacy = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(value)
  if (!bech && !legacy) return { kind: 'other' }
  if (!network)
    return invalid(
      `Sending to Bitcoin addresses is not supported on ${caipNetworkId ?? 'this network'}.`,
      'bitcoinUnsupported',
      { network: caipNetworkId ?? 'this network' },
    )
  const wrongNetwork = invalid(`This Bitcoin address is not for ${network.name}.`, 'bitcoinWrongNetwork', {
    network: network.name,
  })
  if (bech) {
    if (value !== value.toLowerCase() && value !== value.toUpperCase())
      return invalid('This Bitcoin address mixes upper and lower case.', 'bitcoinMixedCase')
    const address = value.toLowerCase()
    const decoded = bech32.decodeUnsafe(address) ?? bech32m.decodeUnsafe(address)
    if (!decoded)
      return invalid('This Bitcoin address has a typo: its checksum does not match.', 'bitcoinChecksum')
    if (decoded.prefix !== network.hrp) return wrongNetwork
    const [version, ...words] = decoded.words
    const program = bech32.fromWordsUnsafe(words)
    // BIP-350: version 0 uses bech32, versions 1 to 16 use bech32m.
    const encoding = bech32.decodeUnsafe(address) ? 'bech32' : 'bech32m'
    if (
      version === undefined ||
      version > 16 ||
      !program ||
      (version === 0 ? encoding !== 'bech32' : encoding !== 'bech32m') ||
      program.length < 2 ||
      program.length > 40 ||
      (version === 0 && program.length !== 20 && program.length !== 32)
    )
      return invalid('This is not a valid Bitcoin segwit address.', 'bitcoinSegwit')
    return { kind: 'address', address }
  }
  let payload: Uint8Array
  try {
    payload = base58check.decode(value)
  } catch {
    return invalid('This Bitcoin address has a typo: its checksum does not match.', 'bitcoinChecksum')
  }
  if (payload.length !== 21) return invalid('This is not a valid Bitcoin address.', 'bitcoinInvalid')
  if (payload[0] !== network.p2pkh && payload[0] !== network.p2sh) return wrongNetwork
  return { kind: 'address', address: value }
}

function checkPolkadotAddress(value: string, caipNetworkId: string | undefined): ReceiverAddressCheck {
  if (!/^[1-9A-HJ-NP-Za-km-z]{46,48}$/.test(value)) return { kind: 'other' }
  let bytes: Uint8Array
  try {
    bytes = base58.decode(value)
  } catch {
    return { kind: 'other' }
  }
  // One prefix byte below 64, or two bytes for the prefixes 64 to 16383 (the SS58 format).
  const first = bytes[0] ?? 0
  const prefixLength = first < 64 ? 1 : 2
  const prefix =
    prefixLength === 1
      ? first
      : ((first & 0x3f) << 2) | ((bytes[1] ?? 0) >> 6) | (((bytes[1] ?? 0) & 0x3f) << 8)
  if (bytes.length !== prefixLength + 32 + 2)
    return invalid('This is not a valid Polkadot address.', 'polkadotInvalid')
  const body = bytes.subarray(0, prefixLength + 32)
  const hash = blake2b(new Uint8Array([...ss58Context, ...body]), { dkLen: 64 })
  if (hash[0] !== bytes[prefixLength + 32] || hash[1] !== bytes[prefixLength + 33])
    return invalid('This Polkadot address has a typo: its checksum does not match.', 'polkadotChecksum')
  const expected = caipNetworkId ? polkadotPrefixes[caipNetworkId] : undefined
  if (expected !== undefined && prefix !== expected)
    return invalid(
      `This address is for another network (SS58 prefix ${prefix}, expected ${expected}).`,
      'polkadotWrongNetwork',
      { prefix, expected },
    )
  return { kind: 'address', address: value }
}

function invalid(
  reason: string,
  code: InvalidReceiverCode,
  params?: Readonly<Record<string, string | number>>,
): ReceiverAddressCheck {
  return params ? { kind: 'invalid', reason, code, params } : { kind: 'invalid', reason, code }
}
