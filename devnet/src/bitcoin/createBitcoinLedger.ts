import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { hex } from '@scure/base'
import { Address, OutScript, RawTx, Script, ScriptNum, Transaction } from '@scure/btc-signer'
import { BitcoinTransactionRejectedError, InvalidBitcoinAddressError } from './bitcoinLedgerErrors.js'
import type { BitcoinLedgerNetwork } from './bitcoinLedgerNetworks.js'
import { bitcoinLedgerNetworks } from './bitcoinLedgerNetworks.js'
import { type BitcoinPrevout, verifyBitcoinInput } from './verifyBitcoinInput.js'

export type BitcoinFunding = { address: string /** In satoshis. */; amount: bigint }

export type BitcoinBlock = {
  height: number
  hash: string
  previousHash: string
  /** Unix seconds. */
  time: number
  txids: readonly string[]
}

export type BitcoinTxStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }

export type BitcoinLedgerOutput = {
  txid: string
  vout: number
  script: Uint8Array
  value: bigint
  /** The transaction that spends it (in a block or the mempool). */
  spentBy: string | undefined
}

export type BitcoinLedgerTransaction = {
  txid: string
  raw: Uint8Array
  coinbase: boolean
  /** The outputs it spends, in input order (none for a coinbase). */
  inputs: readonly BitcoinLedgerOutput[]
  outputs: readonly BitcoinLedgerOutput[]
  /** In satoshis: inputs minus outputs (0 for a coinbase). */
  fee: bigint
  weight: number
  block: BitcoinBlock | undefined
}

export type AddressStats = {
  funded_txo_count: number
  funded_txo_sum: bigint
  spent_txo_count: number
  spent_txo_sum: bigint
  tx_count: number
}

export type BitcoinLedger = {
  network: BitcoinLedgerNetwork
  /** The scriptPubKey an address pays to; throws `InvalidBitcoinAddressError` for anything else. */
  scriptOf(address: string): Uint8Array
  /** The address of a script, where it has one. */
  addressOf(script: Uint8Array): string | undefined
  tip(): BitcoinBlock
  block(hashOrHeight: string | number): BitcoinBlock | undefined
  transaction(txid: string): BitcoinLedgerTransaction | undefined
  status(transaction: BitcoinLedgerTransaction): BitcoinTxStatus
  /** Unspent outputs of `address`, confirmed and in the mempool. */
  utxos(address: string): BitcoinLedgerOutput[]
  /** Esplora's `chain_stats` (confirmed) and `mempool_stats` (unconfirmed) of `address`. */
  addressStats(address: string): { chain: AddressStats; mempool: AddressStats }
  /** Transactions touching `address`, mempool first, then newest block first. */
  addressTransactions(address: string): BitcoinLedgerTransaction[]
  /** Checks and adds a raw transaction to the mempool; resolves with its txid. */
  submit(raw: Uint8Array): string
  /** Mines `count` blocks; the first takes the whole mempool. The coinbase pays fees (and subsidy) to `address`. */
  mine(count?: number, address?: string): BitcoinBlock[]
  mempool(): string[]
}

const maxMoney = 21_000_000n * 100_000_000n
const halvingInterval = 150
const burnScript = Script.encode(['RETURN', utf8ToBytes('foyer devnet')])

const sha256x2 = (...parts: Uint8Array[]) => sha256(sha256(concatBytes(...parts)))
const reverseHex = (bytes: Uint8Array) => hex.encode(Uint8Array.from(bytes).reverse())
const outpoint = (txid: string, vout: number) => `${txid}:${vout}`

/**
 * A regtest-style Bitcoin ledger in memory: a chain of blocks (no proof of work), a UTXO set and a mempool. A
 * transaction is accepted only if every input spends an existing, unspent output, the values add up and every
 * signature verifies (p2wpkh and taproot key path; see `verifyBitcoinInput`). Block 0 pays `funding`.
 */
export function createBitcoinLedger(
  parameters: {
    network?: BitcoinLedgerNetwork
    funding?: readonly BitcoinFunding[]
    now?: () => number
  } = {},
): BitcoinLedger {
  const network = parameters.network ?? bitcoinLedgerNetworks.regtest
  const now = parameters.now ?? (() => Math.floor(Date.now() / 1000))
  const addressCoders = [
    Address(network.params),
    Address(bitcoinLedgerNetworks.regtest.params),
    Address(bitcoinLedgerNetworks.testnet.params),
  ]
  const blocks: BitcoinBlock[] = []
  const blocksByHash = new Map<string, BitcoinBlock>()
  const transactions = new Map<string, BitcoinLedgerTransaction>()
  const outputs = new Map<string, BitcoinLedgerOutput>()
  const outputsByScript = new Map<string, BitcoinLedgerOutput[]>()
  const spendsByScript = new Map<string, BitcoinLedgerOutput[]>()
  let mempool: string[] = []

  const scriptOf = (address: string) => {
    for (const coder of addressCoders) {
      try {
        return OutScript.encode(coder.decode(address))
      } catch {}
    }
    throw new InvalidBitcoinAddressError(address)
  }
  const addressOf = (script: Uint8Array) => {
    try {
      return Address(network.params).encode(OutScript.decode(script))
    } catch {
      return undefined
    }
  }
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key)
    if (list) list.push(value)
    else map.set(key, [value])
  }

  const record = (
    txid: string,
    raw: Uint8Array,
    tx: Transaction,
    inputs: BitcoinLedgerOutput[],
    coinbase: boolean,
  ) => {
    const created: BitcoinLedgerOutput[] = []
    for (let vout = 0; vout < tx.outputsLength; vout++) {
      const output = tx.getOutput(vout)
      const entry: BitcoinLedgerOutput = {
        txid,
        vout,
        script: output.script ?? new Uint8Array(),
        value: output.amount ?? 0n,
        spentBy: undefined,
      }
      created.push(entry)
      outputs.set(outpoint(txid, vout), entry)
      push(outputsByScript, hex.encode(entry.script), entry)
    }
    for (const input of inputs) {
      input.spentBy = txid
      push(spendsByScript, hex.encode(input.script), input)
    }
    const spent = inputs.reduce((sum, input) => sum + input.value, 0n)
    const paid = created.reduce((sum, output) => sum + output.value, 0n)
    const transaction: BitcoinLedgerTransaction = {
      txid,
      raw,
      coinbase,
      inputs,
      outputs: created,
      fee: coinbase ? 0n : spent - paid,
      weight: tx.weight,
      block: undefined,
    }
    transactions.set(txid, transaction)
    return transaction
  }

  const coinbase = (height: number, payouts: readonly { script: Uint8Array; amount: bigint }[]) => {
    const raw = RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: [
        {
          txid: new Uint8Array(32),
          index: 0xffffffff,
          // BIP-34: the height first; the tag keeps the script at least 2 bytes.
          finalScriptSig: Script.encode([ScriptNum().encode(BigInt(height)), utf8ToBytes('foyer devnet')]),
          sequence: 0xffffffff,
        },
      ],
      outputs: payouts.map((payout) => ({ amount: payout.amount, script: payout.script })),
      witnesses: [],
      lockTime: 0,
    } as Parameters<typeof RawTx.encode>[0])
    const tx = Transaction.fromRaw(raw, {
      allowUnknownInputs: true,
      allowUnknownOutputs: true,
      disableScriptCheck: true,
    })
    return record(tx.id, raw, tx, [], true)
  }

  const appendBlock = (txids: string[]) => {
    const previous = blocks.at(-1)
    const time = Math.max(now(), (previous?.time ?? 0) + 1)
    const header = concatBytes(
      Uint8Array.of(2, 0, 0, 0),
      previous ? hex.decode(previous.hash).reverse() : new Uint8Array(32),
      merkleRoot(txids),
      u32le(time),
      // regtest's bits (0x207fffff) and nonce 0: the devnet does no proof of work.
      Uint8Array.of(0xff, 0xff, 0x7f, 0x20),
      u32le(0),
    )
    const block: BitcoinBlock = {
      height: blocks.length,
      hash: reverseHex(sha256x2(header)),
      previousHash: previous?.hash ?? '0'.repeat(64),
      time,
      txids,
    }
    blocks.push(block)
    blocksByHash.set(block.hash, block)
    for (const txid of txids) {
      const transaction = transactions.get(txid)
      if (transaction) transaction.block = block
    }
    return block
  }

  const genesisPayouts = (parameters.funding ?? []).map((entry) => ({
    script: scriptOf(entry.address),
    amount: entry.amount,
  }))
  appendBlock([
    coinbase(0, genesisPayouts.length > 0 ? genesisPayouts : [{ script: burnScript, amount: 0n }]).txid,
  ])

  const reject = (reason: string, details: string) => new BitcoinTransactionRejectedError(reason, details)

  const submit = (raw: Uint8Array) => {
    let tx: Transaction
    try {
      tx = Transaction.fromRaw(raw, {
        allowUnknownOutputs: true,
        allowUnknownInputs: true,
        disableScriptCheck: true,
      })
    } catch (cause) {
      throw reject('TX decode failed', cause instanceof Error ? cause.message : String(cause))
    }
    const txid = tx.id
    if (transactions.has(txid))
      throw reject('txn-already-known', `${txid} is already in the mempool or a block`)
    if (tx.inputsLength === 0) throw reject('bad-txns-vin-empty', 'the transaction has no inputs')
    if (tx.outputsLength === 0) throw reject('bad-txns-vout-empty', 'the transaction has no outputs')
    const inputs: BitcoinLedgerOutput[] = []
    const seen = new Set<string>()
    for (let index = 0; index < tx.inputsLength; index++) {
      const input = tx.getInput(index)
      const key = outpoint(input.txid ? hex.encode(input.txid) : '', input.index ?? -1)
      if (seen.has(key)) throw reject('bad-txns-inputs-duplicate', `input ${index} spends ${key} twice`)
      seen.add(key)
      const output = outputs.get(key)
      if (!output) throw reject('bad-txns-inputs-missingorspent', `input ${index}: no output ${key}`)
      if (output.spentBy)
        throw reject(
          transactions.get(output.spentBy)?.block ? 'bad-txns-inputs-missingorspent' : 'txn-mempool-conflict',
          `input ${index}: ${key} is already spent by ${output.spentBy}`,
        )
      inputs.push(output)
    }
    let total = 0n
    for (let vout = 0; vout < tx.outputsLength; vout++) {
      const amount = tx.getOutput(vout).amount ?? -1n
      if (amount < 0n || amount > maxMoney)
        throw reject('bad-txns-vout-toolarge', `output ${vout}: ${amount}`)
      total += amount
    }
    const available = inputs.reduce((sum, input) => sum + input.value, 0n)
    if (total > available)
      throw reject('bad-txns-in-belowout', `outputs pay ${total} sat but the inputs hold ${available} sat`)
    const prevouts: BitcoinPrevout[] = inputs.map((input) => ({ script: input.script, amount: input.value }))
    for (let index = 0; index < tx.inputsLength; index++) {
      const problem = verifyBitcoinInput(tx, index, prevouts)
      if (problem) throw reject('mandatory-script-verify-flag-failed', `input ${index}: ${problem}`)
    }
    record(txid, Uint8Array.from(raw), tx, inputs, false)
    mempool.push(txid)
    return txid
  }

  const mine = (count = 1, address?: string) => {
    const script = address ? scriptOf(address) : burnScript
    const mined: BitcoinBlock[] = []
    for (let index = 0; index < count; index++) {
      const height = blocks.length
      const included = mempool
      mempool = []
      const fees = included.reduce((sum, txid) => sum + (transactions.get(txid)?.fee ?? 0n), 0n)
      const subsidy = (50n * 100_000_000n) >> BigInt(Math.min(64, Math.floor(height / halvingInterval)))
      const reward = coinbase(height, [{ script, amount: subsidy + fees }])
      mined.push(appendBlock([reward.txid, ...included]))
    }
    return mined
  }

  const status = (transaction: BitcoinLedgerTransaction): BitcoinTxStatus =>
    transaction.block
      ? {
          confirmed: true,
          block_height: transaction.block.height,
          block_hash: transaction.block.hash,
          block_time: transaction.block.time,
        }
      : { confirmed: false }

  const confirmed = (txid: string | undefined) => Boolean(txid && transactions.get(txid)?.block)

  return {
    network,
    scriptOf,
    addressOf,
    tip: () => blocks.at(-1) as BitcoinBlock,
    block: (hashOrHeight) =>
      typeof hashOrHeight === 'number' ? blocks[hashOrHeight] : blocksByHash.get(hashOrHeight),
    transaction: (txid) => transactions.get(txid),
    status,
    utxos: (address) =>
      (outputsByScript.get(hex.encode(scriptOf(address))) ?? []).filter((output) => !output.spentBy),
    addressStats(address) {
      const key = hex.encode(scriptOf(address))
      const empty = (): AddressStats => ({
        funded_txo_count: 0,
        funded_txo_sum: 0n,
        spent_txo_count: 0,
        spent_txo_sum: 0n,
        tx_count: 0,
      })
      const chain = empty()
      const pool = empty()
      const chainTxs = new Set<string>()
      const poolTxs = new Set<string>()
      for (const output of outputsByScript.get(key) ?? []) {
        const stats = confirmed(output.txid) ? chain : pool
        stats.funded_txo_count++
        stats.funded_txo_sum += output.value
        ;(stats === chain ? chainTxs : poolTxs).add(output.txid)
      }
      for (const output of spendsByScript.get(key) ?? []) {
        const stats = confirmed(output.spentBy) ? chain : pool
        stats.spent_txo_count++
        stats.spent_txo_sum += output.value
        ;(stats === chain ? chainTxs : poolTxs).add(output.spentBy as string)
      }
      chain.tx_count = chainTxs.size
      pool.tx_count = poolTxs.size
      return { chain, mempool: pool }
    },
    addressTransactions(address) {
      const key = hex.encode(scriptOf(address))
      const txids = new Set<string>()
      for (const output of outputsByScript.get(key) ?? []) txids.add(output.txid)
      for (const output of spendsByScript.get(key) ?? []) txids.add(output.spentBy as string)
      const list = [...txids].map((txid) => transactions.get(txid) as BitcoinLedgerTransaction)
      const order = (entry: BitcoinLedgerTransaction) => entry.block?.height ?? Number.POSITIVE_INFINITY
      return list.sort((a, b) => order(b) - order(a))
    },
    submit,
    mine,
    mempool: () => [...mempool],
  }
}

function u32le(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return bytes
}

/** The merkle root of display-order txids, in header (internal) byte order. */
function merkleRoot(txids: readonly string[]): Uint8Array {
  let level = txids.map((txid) => hex.decode(txid).reverse())
  if (level.length === 0) return new Uint8Array(32)
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index] as Uint8Array
      const right = level[index + 1] ?? left
      next.push(sha256x2(left, right))
    }
    level = next
  }
  return level[0] as Uint8Array
}
