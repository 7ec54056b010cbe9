import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { expandMetadata } from '@polkadot/types'
import { hexToU8a, u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPolkadotLedger, type PolkadotLedger } from './createPolkadotLedger.js'
import { PolkadotExtrinsicRejectedError } from './polkadotLedgerErrors.js'

const dot = 10_000_000_000n
let alice: KeyringPair
let bob: KeyringPair
let charlie: KeyringPair

beforeAll(async () => {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
  alice = keyring.addFromUri('//Alice')
  bob = keyring.addFromUri('//Bob')
  charlie = keyring.addFromUri('//Charlie')
})

function signedTransfer(
  ledger: PolkadotLedger,
  signer: KeyringPair,
  parameters: { to: string; amount: bigint; nonce?: number; keepAlive?: boolean; mortal?: boolean },
) {
  const { registry, metadata, specVersion, transactionVersion } = ledger.runtime
  const { tx } = expandMetadata(registry, metadata)
  const call = (
    (parameters.keepAlive ?? true) ? tx.balances?.transferKeepAlive : tx.balances?.transferAllowDeath
  )?.({ Id: parameters.to }, parameters.amount)
  const head = ledger.head()
  const extrinsic = registry.createType('Extrinsic', call)
  extrinsic.sign(signer, {
    blockHash: parameters.mortal ? head.hash : ledger.genesisHash,
    genesisHash: ledger.genesisHash,
    era: parameters.mortal
      ? registry.createType('ExtrinsicEra', { current: head.number, period: 64 })
      : registry.createType('ExtrinsicEra', '0x00'),
    nonce: parameters.nonce ?? ledger.nonceOf(signer.address),
    runtimeVersion: registry.createType('RuntimeVersion', { specVersion, transactionVersion }),
  })
  return extrinsic.toHex()
}

describe('createPolkadotLedger', () => {
  it('moves the exact amount and takes the quoted fee from the sender', () => {
    const ledger = createPolkadotLedger({ funding: [{ address: alice.address, amount: 100n * dot }] })
    const extrinsic = signedTransfer(ledger, alice, { to: bob.address, amount: 3n * dot })
    const fee = ledger.feeOf(extrinsic)
    expect(fee).toBeGreaterThan(0n)

    const result = ledger.submit(extrinsic)

    expect(result).toMatchObject({ success: true, fee })
    expect(ledger.balanceOf(alice.address)).toBe(100n * dot - 3n * dot - fee)
    expect(ledger.balanceOf(bob.address)).toBe(3n * dot)
    expect(ledger.nonceOf(alice.address)).toBe(1)
    expect(result.block.number).toBe(1)
    expect(ledger.head().hash).toBe(result.block.hash)
    // The genesis state stays readable at its block.
    expect(ledger.block(0)?.storage.size).toBeGreaterThan(0)
  })

  it('takes a mortal transaction whose era starts at a known block, with the next nonce', () => {
    const ledger = createPolkadotLedger({ funding: [{ address: alice.address, amount: 100n * dot }] })
    ledger.submit(signedTransfer(ledger, alice, { to: bob.address, amount: dot * 2n }))
    const second = signedTransfer(ledger, alice, { to: charlie.address, amount: dot * 2n, mortal: true })
    expect(ledger.submit(second).success).toBe(true)
    expect(ledger.nonceOf(alice.address)).toBe(2)
    expect(ledger.balanceOf(charlie.address)).toBe(2n * dot)
  })

  it('refuses a signature that does not sign the payload, and changes nothing', () => {
    const ledger = createPolkadotLedger({ funding: [{ address: alice.address, amount: 100n * dot }] })
    const bytes = hexToU8a(signedTransfer(ledger, alice, { to: bob.address, amount: dot * 2n }))
    // The last byte is the compact amount's: the signature no longer covers the call.
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x04
    const tampered = u8aToHex(bytes)

    expect(() => ledger.submit(tampered)).toThrow(PolkadotExtrinsicRejectedError)
    expect(() => ledger.submit(tampered)).toThrow(/BadProof/)
    expect(ledger.balanceOf(alice.address)).toBe(100n * dot)
    expect(ledger.head().number).toBe(0)
  })

  it('refuses a signature by another key over the same payload', () => {
    const ledger = createPolkadotLedger({ funding: [{ address: alice.address, amount: 100n * dot }] })
    const byAlice = hexToU8a(signedTransfer(ledger, alice, { to: bob.address, amount: dot * 2n }))
    const byBob = hexToU8a(signedTransfer(ledger, bob, { to: bob.address, amount: dot * 2n, nonce: 0 }))
    // Alice's extrinsic with Bob's signature: prefix(2) version(1) address(33) then the 65-byte MultiSignature.
    byAlice.set(byBob.subarray(36, 36 + 65), 36)
    expect(() => ledger.submit(u8aToHex(byAlice))).toThrow(/BadProof/)
  })

  it('refuses a reused nonce and a sender that cannot pay the fee', () => {
    const ledger = createPolkadotLedger({
      funding: [
        { address: alice.address, amount: 100n * dot },
        { address: charlie.address, amount: dot },
      ],
    })
    ledger.submit(signedTransfer(ledger, alice, { to: bob.address, amount: dot * 2n }))
    expect(() =>
      ledger.submit(signedTransfer(ledger, alice, { to: bob.address, amount: dot * 2n, nonce: 0 })),
    ).toThrow(/Stale/)
    expect(() => ledger.submit(signedTransfer(ledger, charlie, { to: bob.address, amount: 1n }))).toThrow(
      /Payment/,
    )
  })

  it('charges the fee but moves nothing when a keep-alive transfer would empty the sender', () => {
    const ledger = createPolkadotLedger({ funding: [{ address: alice.address, amount: 10n * dot }] })
    const extrinsic = signedTransfer(ledger, alice, { to: bob.address, amount: 9n * dot + dot / 2n })
    const result = ledger.submit(extrinsic)
    expect(result.success).toBe(false)
    expect(ledger.balanceOf(alice.address)).toBe(10n * dot - result.fee)
    expect(ledger.balanceOf(bob.address)).toBe(0n)
    expect(ledger.nonceOf(alice.address)).toBe(1)
  })
})
