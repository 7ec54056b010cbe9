import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { findProgramAddress, isOnCurve } from './solanaMessage.js'

const tokenProgram = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
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
  it('derives the same addresses as @solana/web3.js and tells curve points from the rest', async () => {
    for (let index = 0; index < 20; index++) {
      const owner = Keypair.generate().publicKey
      const mint = Keypair.generate().publicKey
      expect(isOnCurve(owner.toBytes())).toBe(true)
      const [expected] = PublicKey.findProgramAddressSync(
        [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
        ataProgram,
      )
      const derived = await findProgramAddress(
        [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
        ataProgram.toBytes(),
      )
      expect(new PublicKey(derived).toBase58()).toBe(expected.toBase58())
      expect(isOnCurve(derived)).toBe(false)
    }
  })

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
})
