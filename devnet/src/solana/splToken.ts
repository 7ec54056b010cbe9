import { base58 } from '@scure/base'

export const systemProgramAddress = '11111111111111111111111111111111'
export const tokenProgramAddress = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const token2022ProgramAddress = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const associatedTokenProgramAddress = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
export const tokenProgramAddresses: readonly string[] = [tokenProgramAddress, token2022ProgramAddress]

export const mintAccountSize = 82
export const tokenAccountSize = 165

export type MintData = {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

export type TokenAccountData = {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
  rentExemptReserve: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

const tokenAccountStates = ['uninitialized', 'initialized', 'frozen'] as const

/** SPL Token mint layout: COption<Pubkey> authority, u64 supply, u8 decimals, bool initialized, COption<Pubkey> freeze. */
export function encodeMintData(mint: Omit<MintData, 'isInitialized'>): Uint8Array {
  const bytes = new Uint8Array(mintAccountSize)
  const view = new DataView(bytes.buffer)
  writeOptionalAddress(bytes, view, 0, mint.mintAuthority)
  view.setBigUint64(36, mint.supply, true)
  bytes[44] = mint.decimals
  bytes[45] = 1
  writeOptionalAddress(bytes, view, 46, mint.freezeAuthority)
  return bytes
}

/** SPL Token account layout (165 bytes), initialized, no delegate, not native, no close authority. */
export function encodeTokenAccountData(account: { mint: string; owner: string; amount: bigint }): Uint8Array {
  const bytes = new Uint8Array(tokenAccountSize)
  const view = new DataView(bytes.buffer)
  bytes.set(base58.decode(account.mint), 0)
  bytes.set(base58.decode(account.owner), 32)
  view.setBigUint64(64, account.amount, true)
  bytes[108] = 1
  return bytes
}

export function decodeMintData(data: Uint8Array): MintData | null {
  if (data.length < mintAccountSize) return null
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return {
    mintAuthority: readOptionalAddress(data, view, 0),
    supply: view.getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: readOptionalAddress(data, view, 46),
  }
}

export function decodeTokenAccountData(data: Uint8Array): TokenAccountData | null {
  if (data.length < tokenAccountSize) return null
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const state = tokenAccountStates[data[108] ?? 0]
  if (!state || state === 'uninitialized') return null
  const isNative = view.getUint32(109, true) === 1
  return {
    mint: base58.encode(data.subarray(0, 32)),
    owner: base58.encode(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    delegate: readOptionalAddress(data, view, 72),
    state,
    isNative,
    rentExemptReserve: isNative ? view.getBigUint64(113, true) : null,
    delegatedAmount: view.getBigUint64(121, true),
    closeAuthority: readOptionalAddress(data, view, 129),
  }
}

export type UiTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/** The RPC's `uiTokenAmount` shape: the raw amount and its decimal form. */
export function toUiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const scale = 10n ** BigInt(decimals)
  const whole = amount / scale
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : `${whole}`
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

function writeOptionalAddress(bytes: Uint8Array, view: DataView, offset: number, address: string | null) {
  if (address === null) return
  view.setUint32(offset, 1, true)
  bytes.set(base58.decode(address), offset + 4)
}

function readOptionalAddress(bytes: Uint8Array, view: DataView, offset: number): string | null {
  if (view.getUint32(offset, true) !== 1) return null
  return base58.encode(bytes.subarray(offset + 4, offset + 36))
}
