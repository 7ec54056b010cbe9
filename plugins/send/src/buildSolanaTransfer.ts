import type { SendToken } from './send.js'

const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

export type BuildSolanaTransferParameters = {
  from: string
  to: string
  token: SendToken
  amount: bigint
  /** A recent blockhash of the cluster. */
  blockhash: string
  lastValidBlockHeight: number
}

/**
 * A legacy Solana transaction moving `amount` of `token`, as base64 wire bytes for `solana_signAndSendTransaction`:
 * a System transfer for SOL; for an SPL token the receiver's associated token account is created first when missing
 * (the idempotent instruction, a no-op when it exists), then `TransferChecked`. `@solana/web3.js` loads here, on
 * the first Solana send, never with the app.
 */
export async function buildSolanaTransfer({
  from,
  to,
  token,
  amount,
  blockhash,
  lastValidBlockHeight,
}: BuildSolanaTransferParameters): Promise<string> {
  const { PublicKey, SystemProgram, Transaction, TransactionInstruction } = await import('@solana/web3.js')
  const sender = new PublicKey(from)
  const receiver = new PublicKey(to)
  const transaction = new Transaction({ feePayer: sender, blockhash, lastValidBlockHeight })
  if (!token.address) {
    transaction.add(SystemProgram.transfer({ fromPubkey: sender, toPubkey: receiver, lamports: amount }))
  } else {
    const mint = new PublicKey(token.address)
    const tokenProgramId = new PublicKey(tokenProgram)
    const ataProgramId = new PublicKey(associatedTokenProgram)
    const ataOf = (owner: InstanceType<typeof PublicKey>) =>
      PublicKey.findProgramAddressSync(
        [owner.toBytes(), tokenProgramId.toBytes(), mint.toBytes()],
        ataProgramId,
      )[0]
    const source = ataOf(sender)
    const destination = ataOf(receiver)
    transaction.add(
      new TransactionInstruction({
        programId: ataProgramId,
        keys: [
          { pubkey: sender, isSigner: true, isWritable: true },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: receiver, isSigner: false, isWritable: false },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
          { pubkey: tokenProgramId, isSigner: false, isWritable: false },
        ],
        // CreateIdempotent
        data: Uint8Array.of(1) as Buffer,
      }),
    )
    const data = new Uint8Array(10)
    const view = new DataView(data.buffer)
    data[0] = 12 // TransferChecked
    view.setBigUint64(1, amount, true)
    data[9] = token.decimals
    transaction.add(
      new TransactionInstruction({
        programId: tokenProgramId,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: sender, isSigner: true, isWritable: false },
        ],
        data: data as Buffer,
      }),
    )
  }
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  return bytesToBase64(bytes)
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
