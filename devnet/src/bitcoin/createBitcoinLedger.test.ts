import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinNetworks } from '../wallets/bitcoin/bitcoinNetworks.js'
import { type BitcoinDevKey, deriveBitcoinDevKeys } from '../wallets/bitcoin/deriveBitcoinDevKeys.js'
import { BitcoinTransactionRejectedError } from './bitcoinLedgerErrors.js'
import { type BitcoinLedger, createBitcoinLedger } from './createBitcoinLedger.js'

const alice = deriveBitcoinDevKeys('regtest', undefined, 0)
const bob = deriveBitcoinDevKeys('regtest', undefined, 1)

function fundedLedger(): BitcoinLedger {
  return createBitcoinLedger({
    funding: [
      { address: alice.payment.address, amount: 50_000_000n },
      { address: alice.ordinals.address, amount: 10_000_000n },
    ],
  })
}

/** Spends `key`'s coins in `ledger` to `to`, change back to `key`, signed by `signer` (default `key`). */
function spend(
  ledger: BitcoinLedger,
  key: BitcoinDevKey,
  to: string,
  amount: bigint,
  {
    fee = 1_000n,
    signer = key,
    overclaim = 0n,
  }: {
    fee?: bigint
    signer?: BitcoinDevKey /** Sats the inputs claim to hold beyond the truth. */
    overclaim?: bigint
  } = {},
): Transaction {
  const coins = ledger.utxos(key.address)
  const tx = new Transaction()
  let total = 0n
  for (const coin of coins) {
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      // A foreign signer claims the coin is its own, so btc-signer signs it.
      witnessUtxo: { script: signer.script, amount: coin.value + overclaim },
      ...(key.addressType === 'p2tr' ? { tapInternalKey: key.publicKey } : {}),
    })
    total += coin.value + overclaim
  }
  tx.addOutputAddress(to, amount, bitcoinNetworks.regtest)
  tx.addOutputAddress(key.address, total - amount - fee, bitcoinNetworks.regtest)
  tx.sign(signer.privateKey)
  tx.finalize()
  return tx
}

function rejection(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof BitcoinTransactionRejectedError) return error.reason
    throw error
  }
  throw new Error('expected a rejection')
}

const balance = (ledger: BitcoinLedger, address: string) => {
  const { chain } = ledger.addressStats(address)
  return chain.funded_txo_sum - chain.spent_txo_sum
}

describe('createBitcoinLedger', () => {
  it('pays the funding in block 0', () => {
    const ledger = fundedLedger()
    expect(ledger.tip().height).toBe(0)
    expect(balance(ledger, alice.payment.address)).toBe(50_000_000n)
    expect(balance(ledger, alice.ordinals.address)).toBe(10_000_000n)
    expect(ledger.utxos(alice.payment.address)).toHaveLength(1)
  })

  it('accepts a signed p2wpkh spend and moves the balances only after a block', () => {
    const ledger = fundedLedger()
    const tx = spend(ledger, alice.payment, bob.payment.address, 1_234_567n)
    const txid = ledger.submit(tx.toBytes(true, true))
    expect(txid).toBe(tx.id)
    expect(ledger.mempool()).toEqual([txid])
    expect(balance(ledger, bob.payment.address)).toBe(0n)
    expect(ledger.addressStats(bob.payment.address).mempool.funded_txo_sum).toBe(1_234_567n)
    const transaction = ledger.transaction(txid)
    expect(transaction && ledger.status(transaction)).toEqual({ confirmed: false })

    const [block] = ledger.mine(1)
    expect(block?.height).toBe(1)
    expect(block?.txids).toContain(txid)
    expect(ledger.mempool()).toEqual([])
    expect(balance(ledger, bob.payment.address)).toBe(1_234_567n)
    expect(balance(ledger, alice.payment.address)).toBe(50_000_000n - 1_234_567n - 1_000n)
    expect(transaction?.fee).toBe(1_000n)
    expect(transaction && ledger.status(transaction)).toMatchObject({ confirmed: true, block_height: 1 })
    expect(ledger.addressTransactions(bob.payment.address).map((entry) => entry.txid)).toEqual([txid])
  })

  it('accepts a taproot key-path spend', () => {
    const ledger = fundedLedger()
    const tx = spend(ledger, alice.ordinals, bob.payment.address, 2_000_000n)
    ledger.submit(tx.toBytes(true, true))
    ledger.mine(1)
    expect(balance(ledger, bob.payment.address)).toBe(2_000_000n)
    expect(balance(ledger, alice.ordinals.address)).toBe(10_000_000n - 2_000_000n - 1_000n)
  })

  it('refuses a double spend, in the mempool and after a block', () => {
    const ledger = fundedLedger()
    const first = spend(ledger, alice.payment, bob.payment.address, 1_000_000n)
    const second = spend(ledger, alice.payment, bob.ordinals.address, 2_000_000n)
    ledger.submit(first.toBytes(true, true))
    expect(rejection(() => ledger.submit(second.toBytes(true, true)))).toBe('txn-mempool-conflict')
    ledger.mine(1)
    expect(rejection(() => ledger.submit(second.toBytes(true, true)))).toBe('bad-txns-inputs-missingorspent')
    expect(rejection(() => ledger.submit(first.toBytes(true, true)))).toBe('txn-already-known')
    expect(balance(ledger, bob.ordinals.address)).toBe(0n)
  })

  it('refuses a signature by the wrong key and a tampered transaction', () => {
    const ledger = fundedLedger()
    const forged = spend(ledger, alice.payment, bob.payment.address, 1_000_000n, { signer: bob.payment })
    expect(forged.isFinal).toBe(true)
    expect(rejection(() => ledger.submit(forged.toBytes(true, true)))).toBe(
      'mandatory-script-verify-flag-failed',
    )

    const honest = spend(ledger, alice.payment, bob.payment.address, 1_000_000n)
    const raw = honest.toBytes(true, true)
    // Raise the first output's amount by one satoshi: the signature no longer covers the transaction.
    const tampered = Transaction.fromRaw(raw, { allowUnknownOutputs: true })
    const output = tampered.getOutput(0)
    const rawHex = hex.encode(raw)
    const amountHex = hex.encode(new Uint8Array(new BigUint64Array([output.amount ?? 0n]).buffer))
    const bumped = hex.encode(new Uint8Array(new BigUint64Array([(output.amount ?? 0n) + 1n]).buffer))
    expect(rawHex.includes(amountHex)).toBe(true)
    const changed = hex.decode(rawHex.replace(amountHex, bumped))
    expect(rejection(() => ledger.submit(changed))).toBe('mandatory-script-verify-flag-failed')
    expect(ledger.mempool()).toEqual([])
    expect(ledger.submit(raw)).toBe(honest.id)
  })

  it('refuses inputs that do not exist and outputs above the inputs', () => {
    const ledger = fundedLedger()
    const tx = new Transaction()
    tx.addInput({
      txid: 'ab'.repeat(32),
      index: 0,
      witnessUtxo: { script: alice.payment.script, amount: 1_000_000n },
    })
    tx.addOutputAddress(bob.payment.address, 500_000n, bitcoinNetworks.regtest)
    tx.sign(alice.payment.privateKey)
    tx.finalize()
    expect(rejection(() => ledger.submit(tx.toBytes(true, true)))).toBe('bad-txns-inputs-missingorspent')

    const greedy = spend(ledger, alice.payment, bob.payment.address, 1_000n, { overclaim: 10_000n })
    expect(rejection(() => ledger.submit(greedy.toBytes(true, true)))).toBe('bad-txns-in-belowout')
  })

  it('chains blocks and pays fees to the miner', () => {
    const ledger = fundedLedger()
    ledger.submit(
      spend(ledger, alice.payment, bob.payment.address, 1_000_000n, { fee: 5_000n }).toBytes(true, true),
    )
    const [first, second] = ledger.mine(2, bob.ordinals.address)
    expect(second?.previousHash).toBe(first?.hash)
    expect(ledger.block(2)?.hash).toBe(second?.hash)
    expect(balance(ledger, bob.ordinals.address)).toBe(2n * 5_000_000_000n + 5_000n)
  })
})
