import { base58, base64 } from '@scure/base'
import * as z from 'zod'
import type { SolanaLedger } from './createSolanaLedger.js'
import { encodeAccount } from './encodeAccount.js'
import { encodeTransaction } from './encodeTransaction.js'
import { SolanaRpcInvalidParamsError } from './solanaRpcErrors.js'
import { tokenProgramAddresses } from './splToken.js'

export type SolanaRpcMethod = (params: unknown[]) => unknown
export type SolanaRpcMethods = Record<string, SolanaRpcMethod>

/** The version string the endpoint reports; a recent Agave release. */
export const solanaCoreVersion = '2.3.13'
const featureSet = 2142755730

const address = z.string().superRefine((value, context) => {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(value)
  } catch {
    context.addIssue({ code: 'custom', message: 'Invalid param: Invalid' })
    return
  }
  if (bytes.length !== 32) context.addIssue({ code: 'custom', message: 'Invalid param: WrongSize' })
})
const signature = z.string().refine((value) => {
  try {
    return base58.decode(value).length === 64
  } catch {
    return false
  }
}, 'Invalid param: Invalid')
const u64 = z
  .union([z.bigint(), z.number().int().nonnegative(), z.string().regex(/^\d+$/)])
  .transform((value) => BigInt(value))
  .refine(
    (value) => value <= 0xffff_ffff_ffff_ffffn,
    'Invalid params: number too large to fit in target type',
  )
const usize = z
  .number()
  .int()
  .nonnegative()
  .max(10 * 1024 * 1024)
const commitment = z.enum(['processed', 'confirmed', 'finalized'])
const baseConfig = z.looseObject({ commitment: commitment.optional(), minContextSlot: u64.optional() })
const accountEncoding = z.enum(['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'])
const dataSlice = z.object({ offset: usize, length: usize })
const accountConfig = baseConfig.extend({
  encoding: accountEncoding.optional(),
  dataSlice: dataSlice.optional(),
})
const wireEncoding = z.enum(['base58', 'base64'])

function parseParams<T extends z.ZodType>(schema: T, params: unknown[]): z.output<T> {
  const result = schema.safeParse(params)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  if (issue?.message.startsWith('Invalid param')) throw new SolanaRpcInvalidParamsError(issue.message)
  const where = issue?.path.length ? ` at params${issue.path.map((key) => `[${String(key)}]`).join('')}` : ''
  throw new SolanaRpcInvalidParamsError(`Invalid params: ${issue?.message ?? 'invalid input'}${where}`)
}

function decodeWire(encoded: string, encoding: 'base58' | 'base64'): Uint8Array {
  try {
    return encoding === 'base64' ? base64.decode(encoded) : base58.decode(encoded)
  } catch (error) {
    throw new SolanaRpcInvalidParamsError(`invalid ${encoding} encoding: ${(error as Error).message}`)
  }
}

/** The JSON-RPC methods of one cluster's endpoint, each validating its params with zod. */
export function createSolanaRpcMethods(ledger: SolanaLedger): SolanaRpcMethods {
  const context = () => ({ slot: ledger.slot(), apiVersion: solanaCoreVersion })
  const withContext = (value: unknown) => ({ context: context(), value })
  const decimalsOf = ledger.decimalsOf

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': solanaCoreVersion, 'feature-set': featureSet }),
    getGenesisHash: () => ledger.cluster.genesisHash,
    getSlot: (params) => {
      parseParams(z.tuple([baseConfig.optional()]), params)
      return ledger.slot()
    },
    getBlockHeight: (params) => {
      parseParams(z.tuple([baseConfig.optional()]), params)
      return ledger.slot()
    },
    getEpochInfo: (params) => {
      parseParams(z.tuple([baseConfig.optional()]), params)
      const slot = ledger.slot()
      const slotsInEpoch = ledger.svm.getEpochSchedule().slotsPerEpoch
      return {
        absoluteSlot: slot,
        blockHeight: slot,
        epoch: slot / slotsInEpoch,
        slotIndex: slot % slotsInEpoch,
        slotsInEpoch,
        transactionCount: BigInt(ledger.transactionCount()),
      }
    },
    getBalance: (params) => {
      const [owner] = parseParams(z.tuple([address, baseConfig.optional()]), params)
      return withContext(ledger.getAccount(owner)?.lamports ?? 0n)
    },
    getAccountInfo: (params) => {
      const [target, config] = parseParams(z.tuple([address, accountConfig.optional()]), params)
      const account = ledger.getAccount(target)
      return withContext(account ? encodeAccount(account, { ...config, decimalsOf }) : null)
    },
    getMultipleAccounts: (params) => {
      const [targets, config] = parseParams(
        z.tuple([
          z.array(address).max(100, 'Invalid param: Too many inputs provided; max 100'),
          accountConfig.optional(),
        ]),
        params,
      )
      return withContext(
        targets.map((target) => {
          const account = ledger.getAccount(target)
          return account ? encodeAccount(account, { ...config, decimalsOf }) : null
        }),
      )
    },
    getLatestBlockhash: (params) => {
      parseParams(z.tuple([baseConfig.optional()]), params)
      return withContext(ledger.latestBlockhash())
    },
    isBlockhashValid: (params) => {
      const [blockhash] = parseParams(z.tuple([address, baseConfig.optional()]), params)
      return withContext(ledger.isBlockhashValid(blockhash))
    },
    getMinimumBalanceForRentExemption: (params) => {
      const [size] = parseParams(z.tuple([usize, baseConfig.optional()]), params)
      return ledger.svm.minimumBalanceForRentExemption(BigInt(size))
    },
    getFeeForMessage: (params) => {
      const [message] = parseParams(z.tuple([z.string(), baseConfig.optional()]), params)
      return withContext(ledger.feeForMessage(decodeWire(message, 'base64')))
    },
    getRecentPrioritizationFees: (params) => {
      parseParams(z.tuple([z.array(address).max(128).optional()]), params)
      return []
    },
    sendTransaction: (params) => {
      const [encoded, config] = parseParams(
        z.tuple([
          z.string(),
          baseConfig
            .extend({
              encoding: wireEncoding.optional(),
              skipPreflight: z.boolean().optional(),
              preflightCommitment: commitment.optional(),
              maxRetries: usize.optional(),
            })
            .optional(),
        ]),
        params,
      )
      const bytes = decodeWire(encoded, config?.encoding ?? 'base58')
      return ledger.sendTransaction(bytes, { skipPreflight: config?.skipPreflight ?? false })
    },
    simulateTransaction: (params) => {
      const [encoded, config] = parseParams(
        z.tuple([
          z.string(),
          baseConfig
            .extend({
              encoding: wireEncoding.optional(),
              sigVerify: z.boolean().optional(),
              replaceRecentBlockhash: z.boolean().optional(),
              innerInstructions: z.boolean().optional(),
              accounts: z
                .object({ addresses: z.array(address), encoding: accountEncoding.optional() })
                .optional(),
            })
            .optional(),
        ]),
        params,
      )
      const sigVerify = config?.sigVerify ?? false
      const replaceRecentBlockhash = config?.replaceRecentBlockhash ?? false
      if (sigVerify && replaceRecentBlockhash) {
        throw new SolanaRpcInvalidParamsError(
          'Invalid params: sigVerify may not be used with replaceRecentBlockhash',
        )
      }
      const bytes = decodeWire(encoded, config?.encoding ?? 'base58')
      const result = ledger.simulateTransaction(bytes, { sigVerify, replaceRecentBlockhash })
      const accounts = config?.accounts
      return withContext({
        err: result.err,
        logs: result.logs,
        accounts: accounts
          ? accounts.addresses.map((target) => {
              const account = result.postAccounts.get(target) ?? ledger.getAccount(target)
              return account
                ? encodeAccount(account, { encoding: accounts.encoding ?? 'base64', decimalsOf })
                : null
            })
          : null,
        unitsConsumed: result.unitsConsumed,
        returnData: result.returnData,
        innerInstructions: config?.innerInstructions ? result.innerInstructions : null,
        replacementBlockhash: replaceRecentBlockhash ? ledger.latestBlockhash() : null,
      })
    },
    requestAirdrop: (params) => {
      const [recipient, lamports] = parseParams(z.tuple([address, u64, baseConfig.optional()]), params)
      return ledger.airdrop(recipient, lamports)
    },
    getSignatureStatuses: (params) => {
      const [signatures] = parseParams(
        z.tuple([
          z.array(signature).max(256, 'Invalid param: Too many inputs provided; max 256'),
          z.looseObject({ searchTransactionHistory: z.boolean().optional() }).optional(),
        ]),
        params,
      )
      return withContext(
        signatures.map((id) => {
          const record = ledger.getTransaction(id)
          if (!record) return null
          return {
            slot: record.slot,
            confirmations: null,
            err: record.err,
            status: record.err === null ? { Ok: null } : { Err: record.err },
            confirmationStatus: 'finalized',
          }
        }),
      )
    },
    getTransaction: (params) => {
      const [id, config] = parseParams(
        z.tuple([
          signature,
          z
            .looseObject({
              commitment: commitment.optional(),
              encoding: z.enum(['json', 'jsonParsed', 'base64', 'base58']).optional(),
              maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
            })
            .optional(),
        ]),
        params,
      )
      if (config?.commitment === 'processed') {
        throw new SolanaRpcInvalidParamsError('Method does not support commitment below `confirmed`')
      }
      const record = ledger.getTransaction(id)
      if (!record) return null
      return encodeTransaction(record, {
        encoding: config?.encoding ?? 'json',
        maxSupportedTransactionVersion: config?.maxSupportedTransactionVersion,
        decimalsOf,
      })
    },
    getSignaturesForAddress: (params) => {
      const [target, config] = parseParams(
        z.tuple([
          address,
          baseConfig
            .extend({
              limit: z.number().int().min(1).max(1000, 'Invalid param: Invalid limit; max 1000').optional(),
              before: signature.optional(),
              until: signature.optional(),
            })
            .optional(),
        ]),
        params,
      )
      let records = ledger.getSignaturesForAddress(target)
      if (config?.before) {
        const index = records.findIndex((record) => record.signature === config.before)
        records = index === -1 ? [] : records.slice(index + 1)
      }
      if (config?.until) {
        const index = records.findIndex((record) => record.signature === config.until)
        if (index !== -1) records = records.slice(0, index)
      }
      return records.slice(0, config?.limit ?? 1000).map((record) => ({
        signature: record.signature,
        slot: record.slot,
        err: record.err,
        memo: null,
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    getTokenAccountsByOwner: (params) => {
      const [owner, filter, config] = parseParams(
        z.tuple([
          address,
          z.union([z.object({ mint: address }), z.object({ programId: address })], {
            error: 'Invalid params: expected { mint } or { programId } as the second param',
          }),
          accountConfig.optional(),
        ]),
        params,
      )
      if ('programId' in filter && !tokenProgramAddresses.includes(filter.programId)) {
        throw new SolanaRpcInvalidParamsError('Invalid param: unrecognized Token program id')
      }
      if ('mint' in filter && !ledger.getAccount(filter.mint)) {
        throw new SolanaRpcInvalidParamsError('Invalid param: could not find mint')
      }
      return withContext(
        ledger.getTokenAccountsByOwner(owner, filter).map((account) => ({
          pubkey: account.address,
          account: encodeAccount(account, { ...config, decimalsOf }),
        })),
      )
    },
    getTokenAccountBalance: (params) => {
      const [target] = parseParams(z.tuple([address, baseConfig.optional()]), params)
      const account = ledger.getAccount(target)
      if (!account) throw new SolanaRpcInvalidParamsError('Invalid param: could not find account')
      const balance = ledger.tokenBalanceOf(account)
      if (!balance) throw new SolanaRpcInvalidParamsError('Invalid param: not a Token account')
      return withContext(balance)
    },
  }
}
