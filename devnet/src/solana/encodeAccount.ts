import { base58, base64 } from '@scure/base'
import type { LedgerAccount } from './createSolanaLedger.js'
import { SolanaRpcInvalidParamsError, SolanaRpcInvalidRequestError } from './solanaRpcErrors.js'
import {
  decodeMintData,
  decodeTokenAccountData,
  token2022ProgramAddress,
  tokenProgramAddresses,
  toUiTokenAmount,
} from './splToken.js'

export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed'
export type DataSlice = { offset: number; length: number }

/** u64::MAX: what the RPC reports as `rentEpoch` for rent-exempt accounts. */
const rentExemptEpoch = 18446744073709551615n

/**
 * An account as `getAccountInfo` returns it. No encoding gives the legacy bare base58 string;
 * `jsonParsed` parses SPL Token accounts and mints and falls back to base64 for everything else.
 */
export function encodeAccount(
  account: LedgerAccount,
  options: {
    encoding?: AccountEncoding | undefined
    dataSlice?: DataSlice | undefined
    decimalsOf: (mint: string) => number
  },
) {
  return {
    data: encodeAccountData(account, options),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: rentExemptEpoch,
    space: BigInt(account.data.length),
  }
}

function encodeAccountData(
  account: LedgerAccount,
  options: {
    encoding?: AccountEncoding | undefined
    dataSlice?: DataSlice | undefined
    decimalsOf: (mint: string) => number
  },
) {
  const encoding = options.encoding ?? 'binary'
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenProgramAccount(account, options.decimalsOf)
    if (parsed) return parsed
  }
  const slice = options.dataSlice
  const data = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data
  if (encoding === 'binary' || encoding === 'base58') {
    if (data.length > 128) {
      throw new SolanaRpcInvalidRequestError(
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    }
    return encoding === 'binary' ? base58.encode(data) : [base58.encode(data), 'base58']
  }
  if (encoding === 'base64+zstd') {
    throw new SolanaRpcInvalidParamsError(
      'Invalid param: base64+zstd is not supported by the local devnet; use base64',
    )
  }
  return [base64.encode(data), 'base64']
}

function parseTokenProgramAccount(account: LedgerAccount, decimalsOf: (mint: string) => number) {
  if (!tokenProgramAddresses.includes(account.owner)) return null
  const program = account.owner === token2022ProgramAddress ? 'spl-token-2022' : 'spl-token'
  const space = BigInt(account.data.length)
  const token = decodeTokenAccountData(account.data)
  if (token) {
    const decimals = decimalsOf(token.mint)
    const info: Record<string, unknown> = {
      isNative: token.isNative,
      mint: token.mint,
      owner: token.owner,
      state: token.state,
      tokenAmount: toUiTokenAmount(token.amount, decimals),
    }
    if (token.delegate) {
      info.delegate = token.delegate
      info.delegatedAmount = toUiTokenAmount(token.delegatedAmount, decimals)
    }
    if (token.closeAuthority) info.closeAuthority = token.closeAuthority
    if (token.rentExemptReserve !== null)
      info.rentExemptReserve = toUiTokenAmount(token.rentExemptReserve, decimals)
    return { program, parsed: { info, type: 'account' }, space }
  }
  const mint =
    account.data.length === 82 || account.owner === token2022ProgramAddress
      ? decodeMintData(account.data)
      : null
  if (!mint) return null
  return {
    program,
    parsed: {
      info: {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthority,
        isInitialized: mint.isInitialized,
        mintAuthority: mint.mintAuthority,
        supply: mint.supply.toString(),
      },
      type: 'mint',
    },
    space,
  }
}
