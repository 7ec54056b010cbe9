import { base58, base64 } from '@scure/base'
import type { CompiledTransactionMessage } from '@solana/kit'
import type { LedgerTransaction } from './createSolanaLedger.js'
import { SolanaUnsupportedTransactionVersionError } from './solanaRpcErrors.js'
import { systemProgramAddress, tokenProgramAddresses, toUiTokenAmount } from './splToken.js'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

/** A processed transaction as `getTransaction` returns it. */
export function encodeTransaction(
  record: LedgerTransaction,
  options: {
    encoding: TransactionEncoding
    maxSupportedTransactionVersion: number | undefined
    decimalsOf: (mint: string) => number
  },
) {
  const { version } = record.wire
  if (version !== 'legacy' && (options.maxSupportedTransactionVersion ?? -1) < version) {
    throw new SolanaUnsupportedTransactionVersionError(version)
  }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    meta: encodeMeta(record),
    transaction: encodeTransactionBody(record, options.encoding, options.decimalsOf),
    ...(options.maxSupportedTransactionVersion === undefined ? {} : { version }),
  }
}

function encodeMeta(record: LedgerTransaction) {
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: record.innerInstructions,
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: record.computeUnitsConsumed,
  }
}

function encodeTransactionBody(
  record: LedgerTransaction,
  encoding: TransactionEncoding,
  decimalsOf: (mint: string) => number,
) {
  if (encoding === 'base64') return [base64.encode(record.wire.bytes), 'base64']
  if (encoding === 'base58') return [base58.encode(record.wire.bytes), 'base58']
  const { message } = record.wire
  const isV0 = record.wire.version === 0
  const lookups = isV0 ? { addressTableLookups: encodeLookups(message) } : {}
  if (encoding === 'json') {
    return {
      signatures: record.wire.signatures,
      message: {
        accountKeys: message.staticAccounts,
        header: {
          numRequiredSignatures: message.header.numSignerAccounts,
          numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
        },
        instructions: message.instructions.map((instruction) => ({
          programIdIndex: instruction.programAddressIndex,
          accounts: instruction.accountIndices ?? [],
          data: base58.encode(Uint8Array.from(instruction.data ?? [])),
          stackHeight: null,
        })),
        recentBlockhash: record.wire.recentBlockhash,
        ...lookups,
      },
    }
  }
  return {
    signatures: record.wire.signatures,
    message: {
      accountKeys: message.staticAccounts.map((pubkey, index) => ({
        pubkey,
        signer: index < message.header.numSignerAccounts,
        writable: isWritable(message, index),
        source: 'transaction',
      })),
      instructions: message.instructions.map((instruction) =>
        parseInstruction(message, instruction, decimalsOf),
      ),
      recentBlockhash: record.wire.recentBlockhash,
      ...lookups,
    },
  }
}

function encodeLookups(message: CompiledTransactionMessage) {
  const lookups = 'addressTableLookups' in message ? (message.addressTableLookups ?? []) : []
  return lookups.map((lookup) => ({
    accountKey: lookup.lookupTableAddress,
    writableIndexes: lookup.writableIndexes,
    readonlyIndexes: lookup.readonlyIndexes,
  }))
}

function isWritable(message: CompiledTransactionMessage, index: number): boolean {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header
  if (index < numSignerAccounts) return index < numSignerAccounts - numReadonlySignerAccounts
  return index < message.staticAccounts.length - numReadonlyNonSignerAccounts
}

type CompiledInstruction = CompiledTransactionMessage['instructions'][number]

/** `jsonParsed` form: System and SPL Token transfers parsed, everything else partially decoded. */
function parseInstruction(
  message: CompiledTransactionMessage,
  instruction: CompiledInstruction,
  decimalsOf: (mint: string) => number,
) {
  const programId = message.staticAccounts[instruction.programAddressIndex] ?? ''
  const accounts = (instruction.accountIndices ?? []).map((index) => message.staticAccounts[index] ?? '')
  const data = Uint8Array.from(instruction.data ?? [])
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (programId === systemProgramAddress && data.length === 12 && view.getUint32(0, true) === 2) {
    return {
      program: 'system',
      programId,
      parsed: {
        type: 'transfer',
        info: { source: accounts[0], destination: accounts[1], lamports: view.getBigUint64(4, true) },
      },
      stackHeight: null,
    }
  }
  if (tokenProgramAddresses.includes(programId) && data[0] === 3 && data.length === 9) {
    return {
      program: 'spl-token',
      programId,
      parsed: {
        type: 'transfer',
        info: {
          source: accounts[0],
          destination: accounts[1],
          authority: accounts[2],
          amount: view.getBigUint64(1, true).toString(),
        },
      },
      stackHeight: null,
    }
  }
  if (tokenProgramAddresses.includes(programId) && data[0] === 12 && data.length === 10) {
    const mint = accounts[1] ?? ''
    return {
      program: 'spl-token',
      programId,
      parsed: {
        type: 'transferChecked',
        info: {
          source: accounts[0],
          mint,
          destination: accounts[2],
          authority: accounts[3],
          tokenAmount: toUiTokenAmount(view.getBigUint64(1, true), data[9] ?? decimalsOf(mint)),
        },
      },
      stackHeight: null,
    }
  }
  return { programId, accounts, data: base58.encode(data), stackHeight: null }
}
