import { describe, expect, it } from 'vitest'
import { checkReceiverAddress } from './checkReceiverAddress.js'

const evm = { namespace: 'eip155', caipNetworkId: 'eip155:1' }
const bitcoin = { namespace: 'bip122', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }
const bitcoinTestnet = { namespace: 'bip122', caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba' }
const bitcoinRegtest = { namespace: 'bip122', caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' }
const polkadot = { namespace: 'polkadot', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }

// One key's addresses, made with @scure/btc-signer and @polkadot/util-crypto.
const segwitMain = 'bc1qg975h6gdx5mryeac72h6lj2nzygugxhyuukqvs'
const taprootMain = 'bc1p6wsds2al4cnjx209fcangy80exryd6hsddakha72mnhwqkapg3lq7cf60k'
const segwitTest = 'tb1qg975h6gdx5mryeac72h6lj2nzygugxhyk6dnhr'
const taprootTest = 'tb1p6wsds2al4cnjx209fcangy80exryd6hsddakha72mnhwqkapg3lqfsl44e'
const segwitRegtest = 'bcrt1qg975h6gdx5mryeac72h6lj2nzygugxhy5n57q2'
const legacyMain = '16yH2E12NYA5pg1d4BB7wtXXnBTZ8Lws7L'
const scriptMain = '32GDcsUty2rgDyCN6EPeWKmjesu1f4X16d'
const legacyTest = 'mmVEKH61BZbLbnVEmk9VmojreB4G4PmBPd'
const polkadotAddress = '12KeSVQBwS9AjRA976mnJouSAoQuS5bkWudT367GBEHE8Ls'
const substrateAddress = '5C62W7ELLAAfjCQeBU3me9ykaYomD8XTg2B9Hk6ki6Cm3v58'

/** The same text with one character replaced by another of the same alphabet. */
function typo(value: string, index: number, replacement: string): string {
  return value.slice(0, index) + replacement + value.slice(index + 1)
}

describe('checkReceiverAddress', () => {
  it('EVM: takes one-case addresses and mixed case only when it passes EIP-55', () => {
    const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    expect(checkReceiverAddress(checksummed, evm)).toEqual({ kind: 'address', address: checksummed })
    expect(checkReceiverAddress(checksummed.toLowerCase(), evm)).toMatchObject({ kind: 'address' })
    expect(checkReceiverAddress(`0x${checksummed.slice(2).toUpperCase()}`, evm)).toMatchObject({
      kind: 'address',
    })
    expect(checkReceiverAddress(checksummed.slice(2), evm)).toEqual({ kind: 'address', address: checksummed })
    // One letter's case flipped: the checksum no longer matches.
    expect(checkReceiverAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', evm)).toEqual({
      kind: 'invalid',
      reason: 'This address has a typo: its capital letters do not match its EIP-55 checksum.',
      code: 'evmChecksum',
    })
    expect(checkReceiverAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', evm)).toMatchObject({
      kind: 'invalid',
    })
    expect(checkReceiverAddress('vitalik.eth', evm)).toEqual({ kind: 'other' })
    expect(checkReceiverAddress('0x1234', evm)).toEqual({ kind: 'other' })
  })

  it('Bitcoin: bech32 (v0), bech32m (taproot) and base58check, only of the network in use', () => {
    for (const address of [segwitMain, taprootMain, legacyMain, scriptMain])
      expect(checkReceiverAddress(address, bitcoin)).toEqual({ kind: 'address', address })
    expect(checkReceiverAddress(segwitMain.toUpperCase(), bitcoin)).toEqual({
      kind: 'address',
      address: segwitMain,
    })
    for (const address of [segwitTest, taprootTest, legacyTest])
      expect(checkReceiverAddress(address, bitcoinTestnet)).toEqual({ kind: 'address', address })
    expect(checkReceiverAddress(segwitRegtest, bitcoinRegtest)).toMatchObject({ kind: 'address' })

    const otherNetwork = (name: string) => ({
      kind: 'invalid',
      reason: `This Bitcoin address is not for ${name}.`,
      code: 'bitcoinWrongNetwork',
      params: { network: name },
    })
    for (const address of [segwitTest, taprootTest, legacyTest, segwitRegtest])
      expect(checkReceiverAddress(address, bitcoin)).toEqual(otherNetwork('Bitcoin'))
    for (const address of [segwitMain, taprootMain, legacyMain, scriptMain])
      expect(checkReceiverAddress(address, bitcoinTestnet)).toEqual(otherNetwork('Bitcoin Testnet'))
  })

  it('Bitcoin: refuses a typo, mixed case, and a segwit v0 program under the bech32m checksum', () => {
    const checksum = {
      kind: 'invalid',
      reason: 'This Bitcoin address has a typo: its checksum does not match.',
      code: 'bitcoinChecksum',
    }
    expect(checkReceiverAddress(typo(segwitMain, 10, segwitMain[10] === 'q' ? 'p' : 'q'), bitcoin)).toEqual(
      checksum,
    )
    expect(checkReceiverAddress(typo(taprootMain, 20, taprootMain[20] === 'q' ? 'p' : 'q'), bitcoin)).toEqual(
      checksum,
    )
    expect(checkReceiverAddress(typo(legacyMain, 5, legacyMain[5] === 'A' ? 'B' : 'A'), bitcoin)).toEqual(
      checksum,
    )
    expect(checkReceiverAddress(`bc1Q${segwitMain.slice(4)}`, bitcoin)).toEqual({
      kind: 'invalid',
      reason: 'This Bitcoin address mixes upper and lower case.',
      code: 'bitcoinMixedCase',
    })
    expect(checkReceiverAddress('hello', bitcoin)).toEqual({ kind: 'other' })
  })

  it('Polkadot: SS58 with its blake2b checksum and the network prefix', () => {
    expect(checkReceiverAddress(polkadotAddress, polkadot)).toEqual({
      kind: 'address',
      address: polkadotAddress,
    })
    const last = polkadotAddress.length - 1
    expect(
      checkReceiverAddress(typo(polkadotAddress, last, polkadotAddress[last] === 'a' ? 'b' : 'a'), polkadot),
    ).toEqual({
      kind: 'invalid',
      reason: 'This Polkadot address has a typo: its checksum does not match.',
      code: 'polkadotChecksum',
    })
    expect(checkReceiverAddress(substrateAddress, polkadot)).toEqual({
      kind: 'invalid',
      reason: 'This address is for another network (SS58 prefix 42, expected 0).',
      code: 'polkadotWrongNetwork',
      params: { prefix: 42, expected: 0 },
    })
    // A network without a known prefix takes any prefix, never a bad checksum.
    expect(checkReceiverAddress(substrateAddress, { namespace: 'polkadot' })).toMatchObject({
      kind: 'address',
    })
  })

  it('Solana: base58 of 32 bytes', () => {
    const address = '11111111111111111111111111111111'
    expect(checkReceiverAddress(address, { namespace: 'solana' })).toEqual({ kind: 'address', address })
    expect(checkReceiverAddress('alice.sol', { namespace: 'solana' })).toEqual({ kind: 'other' })
  })
})
