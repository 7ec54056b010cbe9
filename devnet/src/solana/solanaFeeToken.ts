import { base58 } from '@scure/base'
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'
import { solanaDevAccounts } from './solanaDevAccounts.js'
import { encodeTokenAccountData, tokenAccountSize } from './splToken.js'

/**
 * A Token-2022 (Token Extensions) test token with a transfer fee, on every cluster: what a send of a fee-charging
 * mint is tested against. One dev account holds it; its mint authority (derived from the dev seed like the dev
 * accounts) could mint more. A transfer of `amount` delivers `amount - fee`, the fee being
 * `ceil(amount × basis points / 10,000)` capped at `maximumFee`, withheld in the receiver's token account.
 */
export const solanaFeeToken = Object.freeze({
  /** Solana dev account 3 holds 1,000 FEE at genesis; nobody else does. */
  genesisHolder: solanaDevAccounts[3]?.address ?? '',
  genesisAmount: 1_000_000_000n,
  mint: deriveSolanaKeypair('fee-token-mint').address,
  mintAuthority: deriveSolanaKeypair('fee-token-mint-authority'),
  name: 'Fee Token',
  symbol: 'FEE',
  decimals: 6,
  transferFeeBasisPoints: 100,
  maximumFee: 5_000_000n,
})

/** The fee Token-2022 withholds from a transfer of `amount` of the fee token. */
export function solanaFeeTokenFee(amount: bigint): bigint {
  const fee = (amount * BigInt(solanaFeeToken.transferFeeBasisPoints) + 9_999n) / 10_000n
  return fee < solanaFeeToken.maximumFee ? fee : solanaFeeToken.maximumFee
}

const accountTypeMint = 1
const extensionTransferFeeConfig = 1
const transferFeeConfigLength = 108

/**
 * The fee token's mint account data as Token-2022 lays it out: the base mint (82 bytes), zero padding to the size
 * of a token account (165), the account type (1 = mint), then the TransferFeeConfig extension as a TLV entry (type
 * u16, length u16, value): config and withdraw authorities (32 bytes each, zero for none), the withheld amount
 * (u64), and the older and newer fees (epoch u64, maximum fee u64, basis points u16), both in force from epoch 0.
 */
export function encodeFeeTokenMintData(supply: bigint): Uint8Array {
  const bytes = new Uint8Array(tokenAccountSize + 1 + 4 + transferFeeConfigLength)
  const view = new DataView(bytes.buffer)
  view.setUint32(0, 1, true)
  bytes.set(base58.decode(solanaFeeToken.mintAuthority.address), 4)
  view.setBigUint64(36, supply, true)
  bytes[44] = solanaFeeToken.decimals
  bytes[45] = 1
  bytes[tokenAccountSize] = accountTypeMint
  let offset = tokenAccountSize + 1
  view.setUint16(offset, extensionTransferFeeConfig, true)
  view.setUint16(offset + 2, transferFeeConfigLength, true)
  offset += 4 + 32 + 32 + 8
  for (let fee = 0; fee < 2; fee++) {
    view.setBigUint64(offset, 0n, true)
    view.setBigUint64(offset + 8, solanaFeeToken.maximumFee, true)
    view.setUint16(offset + 16, solanaFeeToken.transferFeeBasisPoints, true)
    offset += 18
  }
  return bytes
}

const accountTypeAccount = 2
const extensionTransferFeeAmount = 2

/**
 * A token account of the fee token as Token-2022 lays it out: the base account (165 bytes), the account type
 * (2 = account), then the TransferFeeAmount extension every account of a fee mint carries (the fee withheld in it).
 */
export function encodeFeeTokenAccountData(owner: string, amount: bigint): Uint8Array {
  const bytes = new Uint8Array(tokenAccountSize + 1 + 4 + 8)
  bytes.set(encodeTokenAccountData({ mint: solanaFeeToken.mint, owner, amount }), 0)
  const view = new DataView(bytes.buffer)
  bytes[tokenAccountSize] = accountTypeAccount
  view.setUint16(tokenAccountSize + 1, extensionTransferFeeAmount, true)
  view.setUint16(tokenAccountSize + 3, 8, true)
  return bytes
}
