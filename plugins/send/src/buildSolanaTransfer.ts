import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { UnsupportedTokenProgramError } from './errors.js'
import type { SendToken } from './send.js'

/** The two token programs a mint can belong to: the classic SPL Token program and Token-2022 (Token Extensions). */
export const solanaTokenPrograms: readonly Address[] = [
  TOKEN_PROGRAM_ADDRESS,
  address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
]

export type BuildSolanaTransferParameters = {
  from: string
  to: string
  token: SendToken
  amount: bigint
  /** A recent blockhash of the cluster (base58). */
  blockhash: string
  /** The program that owns the token's mint (its account's owner); the classic Token program when absent. */
  tokenProgram?: string | undefined
}

/**
 * A legacy Solana transaction moving `amount` of `token`, as base64 wire bytes for `solana_signAndSendTransaction`
 * (the wallet signs and sends it): a System transfer for SOL; for an SPL or Token-2022 token the receiver's associated
 * token account is created first when missing (the idempotent instruction, a no-op when it exists), then
 * `TransferChecked` on the mint's own program. A Token-2022 mint with a transfer fee takes its fee from the amount
 * on the way, as the program defines.
 */
export async function buildSolanaTransfer({
  from,
  to,
  token,
  amount,
  blockhash,
  tokenProgram = TOKEN_PROGRAM_ADDRESS,
}: BuildSolanaTransferParameters): Promise<string> {
  const sender = createNoopSigner(address(from))
  const receiver = address(to)
  const instructions: Instruction[] = []
  if (!token.address) {
    instructions.push(getTransferSolInstruction({ source: sender, destination: receiver, amount }))
  } else {
    const program = solanaTokenPrograms.find((known) => known === tokenProgram)
    if (!program) throw new UnsupportedTokenProgramError({ mint: token.address, program: tokenProgram })
    const mint = address(token.address)
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: sender.address, mint, tokenProgram: program }),
      findAssociatedTokenPda({ owner: receiver, mint, tokenProgram: program }),
    ])
    instructions.push(
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: sender,
        ata: destination,
        owner: receiver,
        mint,
        tokenProgram: program,
      }),
      getTransferCheckedInstruction(
        { source, mint, destination, authority: sender, amount, decimals: token.decimals },
        { programAddress: program },
      ),
    )
  }
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayerSigner(sender, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: 0n },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
