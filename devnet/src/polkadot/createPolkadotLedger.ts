import type { GenericExtrinsic } from '@polkadot/types'
import { hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import type { HexString } from '@polkadot/util/types'
import { blake2AsU8a, decodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { PolkadotExtrinsicRejectedError } from './polkadotLedgerErrors.js'
import {
  createPolkadotRuntime,
  encodeEventRecords,
  type PolkadotRuntime,
  systemAccountKey,
  systemEventsKey,
} from './polkadotRuntime.js'

export type PolkadotFunding = { address: string; amount: bigint }

export type PolkadotFeeSchedule = {
  /** Planck every extrinsic pays. */
  base: bigint
  /** Planck per byte of the encoded extrinsic. */
  perByte: bigint
}

export type PolkadotBlock = {
  number: number
  hash: HexString
  parentHash: HexString
  /** The header as `chain_getHeader` answers it. */
  header: Record<string, unknown>
  extrinsics: HexString[]
  /** The whole state after this block: storage key → SCALE value. */
  storage: ReadonlyMap<string, HexString>
}

export type PolkadotLedgerParameters = {
  funding?: readonly PolkadotFunding[] | undefined
  fees?: PolkadotFeeSchedule | undefined
  /** Planck an account must keep to exist; Polkadot's is 1 DOT. */
  existentialDeposit?: bigint | undefined
}

export type PolkadotSubmitResult = {
  extrinsicHash: HexString
  block: PolkadotBlock
  /** The fee and tip taken from the signer. */
  fee: bigint
  success: boolean
}

export type PolkadotLedger = {
  runtime: PolkadotRuntime
  genesisHash: HexString
  existentialDeposit: bigint
  head(): PolkadotBlock
  block(hashOrNumber: HexString | number): PolkadotBlock | undefined
  /** The storage value at a block (default the head); `null` where the key is empty. */
  storage(key: string, at?: HexString | undefined): HexString | null
  /** Free balance in planck. */
  balanceOf(address: string): bigint
  nonceOf(address: string): number
  /** The fee `payment_queryInfo` quotes for an encoded extrinsic. */
  feeOf(extrinsicHex: HexString): bigint
  /** Checks and applies one signed extrinsic in a new block; throws `PolkadotExtrinsicRejectedError` if the pool would refuse it. */
  submit(extrinsicHex: HexString): PolkadotSubmitResult
  /** Calls `listener` with each new block; returns the unsubscribe. */
  onBlock(listener: (block: PolkadotBlock) => void): () => void
}

/** The signed part of a v4 extrinsic: the mode of `CheckMetadataHash` and the `MultiSignature` with its type byte. */
function signatureOf(extrinsic: GenericExtrinsic) {
  return extrinsic.inner.signature as unknown as {
    mode: { toNumber(): number }
    multiSignature: { toU8a(): Uint8Array }
  }
}

function accountIdOf(address: string): HexString | undefined {
  try {
    return u8aToHex(decodeAddress(address))
  } catch {
    return undefined
  }
}

type Account = { nonce: number; free: bigint }

const defaultFees: PolkadotFeeSchedule = { base: 100_000_000n, perByte: 100_000n }
const transferCalls = new Set(['transferKeepAlive', 'transferAllowDeath'])
const zeroHash = u8aToHex(new Uint8Array(32))

/**
 * A Polkadot ledger in memory over Polkadot's real runtime metadata: System.Account storage, signed extrinsics
 * decoded and checked as the runtime checks them (signature over the signed extensions, mortality, nonce, fee),
 * Balances transfers with their events, one block per extrinsic (instantly final). No WASM runtime runs.
 */
export function createPolkadotLedger(parameters: PolkadotLedgerParameters = {}): PolkadotLedger {
  const runtime = createPolkadotRuntime()
  const { registry } = runtime
  const fees = parameters.fees ?? defaultFees
  const existentialDeposit = parameters.existentialDeposit ?? 10_000_000_000n
  const accounts = new Map<HexString, Account>()
  for (const { address, amount } of parameters.funding ?? []) {
    const id = u8aToHex(decodeAddress(address))
    const account = accounts.get(id) ?? { nonce: 0, free: 0n }
    account.free += amount
    accounts.set(id, account)
  }
  const blocks: PolkadotBlock[] = []
  const byHash = new Map<string, PolkadotBlock>()
  const listeners = new Set<(block: PolkadotBlock) => void>()

  const encodeAccount = (account: Account) =>
    registry
      .createType('FrameSystemAccountInfo', {
        nonce: account.nonce,
        consumers: 0,
        providers: 1,
        sufficients: 0,
        data: { free: account.free, reserved: 0, frozen: 0, flags: 1n << 127n },
      })
      .toHex()

  const seal = (extrinsics: HexString[], events: HexString) => {
    const parent = blocks.at(-1)
    const storage = new Map<string, HexString>()
    for (const [id, account] of accounts) storage.set(systemAccountKey(hexToU8a(id)), encodeAccount(account))
    storage.set(systemEventsKey, events)
    const number = blocks.length
    const parentHash = parent?.hash ?? zeroHash
    const stateRoot = u8aToHex(
      blake2AsU8a(
        u8aConcat(...[...storage].sort().flatMap(([key, value]) => [hexToU8a(key), hexToU8a(value)])),
      ),
    )
    const extrinsicsRoot = u8aToHex(blake2AsU8a(u8aConcat(...extrinsics.map((item) => hexToU8a(item)))))
    const header = registry.createType('Header', {
      parentHash,
      number,
      stateRoot,
      extrinsicsRoot,
      digest: { logs: [] },
    })
    const block: PolkadotBlock = {
      number,
      hash: header.hash.toHex(),
      parentHash,
      header: {
        parentHash,
        number: `0x${number.toString(16)}`,
        stateRoot,
        extrinsicsRoot,
        digest: { logs: [] },
      },
      extrinsics,
      storage,
    }
    blocks.push(block)
    byHash.set(block.hash, block)
    for (const listener of listeners) listener(block)
    return block
  }
  seal([], encodeEventRecords([]))

  const head = () => blocks.at(-1) as PolkadotBlock
  const accountOf = (address: string) => accounts.get(u8aToHex(decodeAddress(address)))

  const decode = (extrinsicHex: HexString): GenericExtrinsic => {
    try {
      return registry.createType('Extrinsic', hexToU8a(extrinsicHex))
    } catch (cause) {
      throw new PolkadotExtrinsicRejectedError('Call', `could not decode the extrinsic: ${String(cause)}`)
    }
  }
  const feeOf = (extrinsicHex: HexString) => fees.base + fees.perByte * BigInt(hexToU8a(extrinsicHex).length)

  const verify = (extrinsic: GenericExtrinsic, current: number) => {
    const era = extrinsic.era
    let birthHash = genesisHash
    if (era.isMortalEra) {
      const birth = era.asMortalEra.birth(current)
      const death = era.asMortalEra.death(current)
      const birthBlock = blocks[birth]
      if (!birthBlock || birth > current)
        throw new PolkadotExtrinsicRejectedError('AncientBirthBlock', `block ${birth} is not known`)
      if (death <= current)
        throw new PolkadotExtrinsicRejectedError('Stale', "the transaction's era has ended")
      birthHash = birthBlock.hash
    }
    const payload = registry.createType(
      'ExtrinsicPayload',
      {
        method: extrinsic.method.toHex(),
        era: extrinsic.era,
        nonce: extrinsic.nonce,
        tip: extrinsic.tip,
        mode: signatureOf(extrinsic).mode,
        metadataHash: undefined,
        specVersion: runtime.specVersion,
        transactionVersion: runtime.transactionVersion,
        genesisHash: genesisHash,
        blockHash: birthHash,
      },
      { version: extrinsic.type },
    )
    const encoded = payload.toU8a({ method: true })
    const message = encoded.length > 256 ? blake2AsU8a(encoded, 256) : encoded
    const signer = decodeAddress(extrinsic.signer.toString())
    const { isValid } = signatureVerify(message, signatureOf(extrinsic).multiSignature.toU8a(), signer)
    if (!isValid)
      throw new PolkadotExtrinsicRejectedError('BadProof', 'the signature does not match the payload')
  }

  const genesisHash = head().hash

  const submit = (extrinsicHex: HexString): PolkadotSubmitResult => {
    const extrinsic = decode(extrinsicHex)
    if (!extrinsic.isSigned)
      throw new PolkadotExtrinsicRejectedError('Unsigned', 'the ledger takes signed extrinsics only')
    const current = head().number + 1
    verify(extrinsic, current)
    const signerId = u8aToHex(decodeAddress(extrinsic.signer.toString()))
    const sender = accounts.get(signerId)
    const nonce = extrinsic.nonce.toNumber()
    const expected = sender?.nonce ?? 0
    if (nonce < expected)
      throw new PolkadotExtrinsicRejectedError('Stale', `nonce ${nonce}, expected ${expected}`)
    if (nonce > expected)
      throw new PolkadotExtrinsicRejectedError('Future', `nonce ${nonce}, expected ${expected}`)
    const { section, method } = extrinsic.method
    if (section !== 'balances' || !transferCalls.has(method))
      throw new PolkadotExtrinsicRejectedError(
        'Call',
        `the devnet ledger applies balances.transferKeepAlive and transferAllowDeath, not ${section}.${method}`,
      )
    const fee = feeOf(extrinsicHex) + extrinsic.tip.toBigInt()
    if (!sender || sender.free < fee + existentialDeposit)
      throw new PolkadotExtrinsicRejectedError(
        'Payment',
        'Inability to pay some fees (e.g. account balance too low)',
      )

    sender.nonce += 1
    sender.free -= fee
    const [destination, value] = extrinsic.method.args as unknown as [
      { toString(): string },
      { toBigInt(): bigint },
    ]
    const amount = value.toBigInt()
    const destinationId = accountIdOf(destination.toString())
    const receiver = destinationId ? accounts.get(destinationId) : undefined
    const events: Uint8Array[] = [
      runtime.encodeEvent('Balances', { Withdraw: { who: signerId, amount: fee } }),
    ]
    const error = !destinationId
      ? runtime.moduleError('System', 'CallFiltered')
      : amount > sender.free
        ? runtime.moduleError('Balances', 'InsufficientBalance')
        : method === 'transferKeepAlive' && sender.free - amount < existentialDeposit
          ? runtime.moduleError('Balances', 'Expendability')
          : (receiver?.free ?? 0n) + amount < existentialDeposit
            ? runtime.moduleError('Balances', 'ExistentialDeposit')
            : undefined
    if (!error && destinationId) {
      sender.free -= amount
      if (destinationId !== signerId) {
        if (receiver) receiver.free += amount
        else accounts.set(destinationId, { nonce: 0, free: amount })
      } else sender.free += amount
      events.push(
        runtime.encodeEvent('Balances', { Transfer: { from: signerId, to: destinationId, amount } }),
      )
    }
    events.push(
      runtime.encodeEvent('TransactionPayment', {
        TransactionFeePaid: { who: signerId, actualFee: fee, tip: extrinsic.tip },
      }),
    )
    const dispatchInfo = {
      weight: { refTime: 200_000_000, proofSize: 4_000 },
      class: 'Normal',
      paysFee: 'Yes',
    }
    events.push(
      runtime.encodeEvent(
        'System',
        error
          ? { ExtrinsicFailed: { dispatchError: error, dispatchInfo } }
          : { ExtrinsicSuccess: { dispatchInfo } },
      ),
    )
    const block = seal(
      [extrinsicHex],
      encodeEventRecords(events.map((event) => ({ extrinsicIndex: 0, event }))),
    )
    return { extrinsicHash: extrinsic.hash.toHex(), block, fee, success: !error }
  }

  return {
    runtime,
    genesisHash,
    existentialDeposit,
    head,
    block: (hashOrNumber) =>
      typeof hashOrNumber === 'number' ? blocks[hashOrNumber] : byHash.get(hashOrNumber.toLowerCase()),
    storage(key, at) {
      const block = at ? byHash.get(at.toLowerCase()) : head()
      return block?.storage.get(key.toLowerCase()) ?? null
    },
    balanceOf: (address) => accountOf(address)?.free ?? 0n,
    nonceOf: (address) => accountOf(address)?.nonce ?? 0,
    feeOf,
    submit,
    onBlock(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
