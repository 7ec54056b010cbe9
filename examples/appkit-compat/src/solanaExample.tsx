// AppKit's Solana example (React), imports changed to Foyer's.
import { SolanaAdapter } from '@foyer/adapter-solana'
import { type Provider, useAppKitConnection } from '@foyer/adapter-solana/react'
import { createAppKit, useAppKitAccount, useAppKitProvider } from '@foyer/react'
import { solana, solanaDevnet, solanaTestnet } from '@foyer/react/networks'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { metadata, projectId } from './documentedUsages.js'
import type { ExampleOptions } from './exampleOptions.js'

export function createSolanaExample(options: ExampleOptions = {}) {
  return createAppKit({
    adapters: [new SolanaAdapter()],
    networks: [solana, solanaTestnet, solanaDevnet],
    projectId,
    metadata,
    ...options,
  })
}

export function SolanaActions() {
  const { address } = useAppKitAccount()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  async function balance(): Promise<number> {
    if (!connection || !address) return 0
    return (await connection.getBalance(new PublicKey(address))) / LAMPORTS_PER_SOL
  }
  async function send(): Promise<string> {
    if (!connection) throw new Error('No connection')
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: walletProvider.publicKey,
        toPubkey: new PublicKey('11111111111111111111111111111112'),
        lamports: 1_000,
      }),
    )
    const { blockhash } = await connection.getLatestBlockhash()
    transaction.recentBlockhash = blockhash
    transaction.feePayer = walletProvider.publicKey
    return walletProvider.sendTransaction(transaction, connection)
  }
  async function sign(): Promise<Uint8Array> {
    return walletProvider.signMessage(new TextEncoder().encode('Hello Reown AppKit!'))
  }
  return (
    <div>
      <button type="button" onClick={balance}>
        Balance
      </button>
      <button type="button" onClick={send}>
        Send
      </button>
      <button type="button" onClick={sign}>
        Sign
      </button>
    </div>
  )
}
