import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { buildSolanaTransfer, solanaTokenPrograms } from './buildSolanaTransfer.js'
import { UnsupportedTokenProgramError } from './errors.js'

const tokenProgram = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const token2022Program = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
const ataProgram = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
const blockhash = Keypair.generate().publicKey.toBase58()

/** The instructions of our wire bytes, as @solana/web3.js reads them back. */
function decode(base64: string) {
  const transaction = Transaction.from(Buffer.from(base64, 'base64'))
  return {
    feePayer: transaction.feePayer?.toBase58(),
    blockhash: transaction.recentBlockhash,
    signatures: transaction.signatures.length,
    instructions: transaction.instructions.map((instruction) => ({
      programId: instruction.programId.toBase58(),
      keys: instruction.keys.map((key) => [key.pubkey.toBase58(), key.isSigner, key.isWritable]),
      data: [...instruction.data],
    })),
  }
}

describe('buildSolanaTransfer', () => {
  it('builds a System transfer of SOL that web3.js decodes to the same instruction', async () => {
    const from = Keypair.generate().publicKey
    const to = Keypair.generate().publicKey
    const token = { name: 'Solana', symbol: 'SOL', decimals: 9, balance: '0', price: 0 }
    const decoded = decode(
      await buildSolanaTransfer({
        from: from.toBase58(),
        to: to.toBase58(),
        token,
        amount: 250_000_000n,
        blockhash,
      }),
    )
    const expected = SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 250_000_000n })
    expect(decoded).toEqual({
      feePayer: from.toBase58(),
      blockhash,
      signatures: 1,
      instructions: [
        {
          programId: expected.programId.toBase58(),
          keys: expected.keys.map((key) => [key.pubkey.toBase58(), key.isSigner, key.isWritable]),
          data: [...expected.data],
        },
      ],
    })
  })

  it('creates the receiver token account idempotently, then TransferChecked, for an SPL token', async () => {
    const from = Keypair.generate().publicKey
    const to = Keypair.generate().publicKey
    const mint = Keypair.generate().publicKey
    const token = {
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      address: mint.toBase58(),
      balance: '0',
      price: 1,
    }
    const decoded = decode(
      await buildSolanaTransfer({
        from: from.toBase58(),
        to: to.toBase58(),
        token,
        amount: 1_500_000n,
        blockhash,
      }),
    )
    const ata = (owner: PublicKey) =>
      PublicKey.findProgramAddressSync(
        [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
        ataProgram,
      )[0].toBase58()
    expect(decoded.instructions).toEqual([
      {
        programId: ataProgram.toBase58(),
        keys: [
          [from.toBase58(), true, true],
          [ata(to), false, true],
          [to.toBase58(), false, false],
          [mint.toBase58(), false, false],
          [SystemProgram.programId.toBase58(), false, false],
          [tokenProgram.toBase58(), false, false],
        ],
        data: [1],
      },
      {
        programId: tokenProgram.toBase58(),
        keys: [
          [ata(from), false, true],
          [mint.toBase58(), false, false],
          [ata(to), false, true],
          // A legacy message keeps one flag set per account: the fee payer is writable everywhere.
          [from.toBase58(), true, true],
        ],
        data: [12, 0x60, 0xe3, 0x16, 0, 0, 0, 0, 0, 6],
      },
    ])
  })

  it('sends a Token-2022 token through Token-2022: its associated account, its TransferChecked', async () => {
    const from = Keypair.generate().publicKey
    const to = Keypair.generate().publicKey
    const mint = Keypair.generate().publicKey
    const token = {
      name: 'Fee Token',
      symbol: 'FEE',
      decimals: 6,
      address: mint.toBase58(),
      balance: '0',
      price: 0,
    }
    const decoded = decode(
      await buildSolanaTransfer({
        from: from.toBase58(),
        to: to.toBase58(),
        token,
        amount: 2_000_000n,
        blockhash,
        tokenProgram: token2022Program.toBase58(),
      }),
    )
    const ata = (owner: PublicKey) =>
      PublicKey.findProgramAddressSync(
        [owner.toBytes(), token2022Program.toBytes(), mint.toBytes()],
        ataProgram,
      )[0].toBase58()
    expect(decoded.instructions.map((instruction) => instruction.programId)).toEqual([
      ataProgram.toBase58(),
      token2022Program.toBase58(),
    ])
    expect(decoded.instructions[0]?.keys[1]).toEqual([ata(to), false, true])
    expect(decoded.instructions[0]?.keys[5]).toEqual([token2022Program.toBase58(), false, false])
    expect(decoded.instructions[1]?.keys.map(([key]) => key)).toEqual([
      ata(from),
      mint.toBase58(),
      ata(to),
      from.toBase58(),
    ])
    expect(decoded.instructions[1]?.data).toEqual([12, 0x80, 0x84, 0x1e, 0, 0, 0, 0, 0, 6])
    expect(solanaTokenPrograms).toContain(token2022Program.toBase58())
  })

  it('refuses a mint of another program, naming the mint and the program', async () => {
    const mint = Keypair.generate().publicKey.toBase58()
    const program = Keypair.generate().publicKey.toBase58()
    const sending = buildSolanaTransfer({
      from: Keypair.generate().publicKey.toBase58(),
      to: Keypair.generate().publicKey.toBase58(),
      token: { name: 'X', symbol: 'X', decimals: 0, address: mint, balance: '1', price: 0 },
      amount: 1n,
      blockhash,
      tokenProgram: program,
    })
    await expect(sending).rejects.toBeInstanceOf(UnsupportedTokenProgramError)
    await expect(sending).rejects.toThrow(program)
  })
})
