import type { SendToken } from './send.js'
import {
  type AccountMeta,
  encodeLegacyTransaction,
  findProgramAddress,
  type Instruction,
  publicKeyBytes,
} from './solanaMessage.js'

const systemProgram = '11111111111111111111111111111111'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

export type BuildSolanaTransferParameters = {
  from: string
  to: string
  token: SendToken
  amount: bigint
  /** A recent blockhash of the cluster (base58). */
  blockhash: string
}

/**
 * A legacy Solana transaction moving `amount` of `token`, as base64 wire bytes for `solana_signAndSendTransaction`:
 * a System transfer for SOL; for an SPL token the receiver's associated token account is created first when missing
 * (the idempotent instruction, a no-op when it exists), then `TransferChecked`.
 */
export async function buildSolanaTransfer({
  from,
  to,
  token,
  amount,
  blockhash,
}: BuildSolanaTransferParameters): Promise<string> {
  const sender = publicKeyBytes(from)
  const receiver = publicKeyBytes(to)
  const meta = (key: Uint8Array, signer: boolean, writable: boolean): AccountMeta => ({
    key,
    signer,
    writable,
  })
  const instructions: Instruction[] = []
  if (!token.address) {
    const data = new Uint8Array(12)
    const view = new DataView(data.buffer)
    view.setUint32(0, 2, true) // SystemInstruction::Transfer
    view.setBigUint64(4, amount, true)
    instructions.push({
      programId: publicKeyBytes(systemProgram),
      keys: [meta(sender, true, true), meta(receiver, false, true)],
      data,
    })
  } else {
    const mint = publicKeyBytes(token.address)
    const tokenProgramId = publicKeyBytes(tokenProgram)
    const ataProgramId = publicKeyBytes(associatedTokenProgram)
    const ataOf = (owner: Uint8Array) => findProgramAddress([owner, tokenProgramId, mint], ataProgramId)
    const [source, destination] = await Promise.all([ataOf(sender), ataOf(receiver)])
    instructions.push({
      programId: ataProgramId,
      keys: [
        meta(sender, true, true),
        meta(destination, false, true),
        meta(receiver, false, false),
        meta(mint, false, false),
        meta(publicKeyBytes(systemProgram), false, false),
        meta(tokenProgramId, false, false),
      ],
      data: Uint8Array.of(1), // CreateIdempotent
    })
    const data = new Uint8Array(10)
    data[0] = 12 // TransferChecked
    new DataView(data.buffer).setBigUint64(1, amount, true)
    data[9] = token.decimals
    instructions.push({
      programId: tokenProgramId,
      keys: [
        meta(source, false, true),
        meta(mint, false, false),
        meta(destination, false, true),
        meta(sender, true, false),
      ],
      data,
    })
  }
  const bytes = encodeLegacyTransaction({
    feePayer: sender,
    instructions,
    blockhash: publicKeyBytes(blockhash),
  })
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
