import { stringToHex, u8aConcat, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { createDevPolkadotExtension } from './createDevPolkadotExtension.js'
import { encodeSignerPayload, type SignerPayloadJson } from './encodeSignerPayload.js'

const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const genesisHash = `0x${'91'.repeat(32)}`
const blockHash = `0x${'ab'.repeat(32)}`

function transferPayload(overrides: Partial<SignerPayloadJson> = {}): SignerPayloadJson {
  return {
    address: alice,
    blockHash,
    era: '0x1503',
    genesisHash,
    method: '0x0503008eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a480b00a0724e1809',
    nonce: '0x00000005',
    specVersion: '0x000f4240',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x0000001a',
    signedExtensions: [
      'CheckNonZeroSender',
      'CheckSpecVersion',
      'CheckTxVersion',
      'CheckGenesis',
      'CheckMortality',
      'CheckNonce',
      'CheckWeight',
      'ChargeTransactionPayment',
      'CheckMetadataHash',
    ],
    version: 4,
    mode: 0,
    metadataHash: null,
    ...overrides,
  }
}

describe('createDevPolkadotExtension', () => {
  it('enables for an origin and lists the //Alice sr25519 account', async () => {
    const extension = await createDevPolkadotExtension()
    expect(extension.address).toBe(alice)
    const injected = await extension.enable('http://localhost:5173')
    expect(await injected.accounts.get()).toEqual([
      { address: alice, name: 'Foyer Dev Wallet (sr25519)', type: 'sr25519', genesisHash: null },
    ])
    const seen = await new Promise((resolve) => injected.accounts.subscribe(resolve))
    expect(seen).toEqual(await injected.accounts.get())
  })

  it('signs raw bytes and text that signatureVerify accepts', async () => {
    const extension = await createDevPolkadotExtension()
    const { signer } = await extension.enable('http://localhost:5173')
    const message = 'Sign in to Foyer'
    const { signature } = await signer.signRaw({ address: alice, data: stringToHex(message), type: 'bytes' })
    expect(signatureVerify(message, signature, alice).isValid).toBe(true)
    expect(signatureVerify(`${message}!`, signature, alice).isValid).toBe(false)
    const plain = await signer.signRaw({ address: alice, data: message, type: 'bytes' })
    expect(signatureVerify(message, plain.signature, alice)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
  })

  it('signs an extrinsic payload encoded in the order of its signed extensions', async () => {
    const payload = transferPayload()
    const expected = u8aConcat(
      payload.method,
      '0x1503', // era
      '0x14', // compact nonce 5
      '0x00', // compact tip 0
      '0x00', // metadata hash mode: disabled
      '0x40420f00', // spec version 1,000,000 (u32 LE)
      '0x1a000000', // transaction version 26
      genesisHash,
      blockHash,
      '0x00', // no metadata hash
    )
    expect(u8aToHex(encodeSignerPayload(payload))).toBe(u8aToHex(expected))
    const long = transferPayload({ method: `0x${'00'.repeat(300)}` })
    expect(encodeSignerPayload(long)).toEqual(
      blake2AsU8a(u8aConcat(long.method, expected.slice((payload.method.length - 2) / 2)), 256),
    )

    const extension = await createDevPolkadotExtension()
    const { signer } = await extension.enable('http://localhost:5173')
    const { signature } = await signer.signPayload(payload)
    expect(signature.slice(0, 4)).toBe('0x01')
    expect(signatureVerify(encodeSignerPayload(payload), signature, alice).isValid).toBe(true)
  })

  it('rejects with 4001 when told to and refuses unknown extensions and other accounts', async () => {
    const rejecting = await createDevPolkadotExtension({ reject: true })
    await expect(rejecting.enable('http://localhost:5173')).rejects.toMatchObject({ code: 4001 })
    const extension = await createDevPolkadotExtension({ reject: (method) => method === 'signRaw' })
    const { signer } = await extension.enable('http://localhost:5173')
    await expect(signer.signRaw({ address: alice, data: '0x00', type: 'bytes' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(
      signer.signPayload(transferPayload({ signedExtensions: ['CheckSomethingNew'] })),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      signer.signPayload(transferPayload({ address: extension.address.replace('5G', '5F') })),
    ).rejects.toMatchObject({
      code: -32602,
    })
  })

  it('derives another key from another uri', async () => {
    const bob = await createDevPolkadotExtension({ uri: '//Bob' })
    expect(bob.address).toBe('5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty')
    await expect(createDevPolkadotExtension({ uri: '' })).rejects.toThrow(/uri/)
  })
})
