import { type Kernel, request } from '@foyer/core/eager'
import { base58, base64 } from '@scure/base'
import type { SolanaWallet } from './SolanaWallet.js'

/**
 * A wallet that signs without a prompt of its own (the embedded wallet) as the app's provider sees it: its signing
 * goes through the kernel's guard (allow-list, plugin vetoes, the modal's approval view) before the wallet signs.
 * It never sends by itself, so a send is one approved signature, then the provider's own `sendRawTransaction`.
 */
export function guardSolanaWallet(kernel: Kernel, wallet: SolanaWallet): SolanaWallet {
  return {
    ...wallet,
    async signMessage(address, message) {
      const { signature } = (await request(kernel, {
        namespace: 'solana',
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: address },
      })) as { signature: string }
      return base58.decode(signature)
    },
    async signTransactions(_address, transactions) {
      const signed = (await request(kernel, {
        namespace: 'solana',
        method: 'solana_signAllTransactions',
        params: { transactions: transactions.map((transaction) => base64.encode(transaction)) },
      })) as { transactions: string[] }
      return signed.transactions.map((transaction) => base64.decode(transaction))
    },
    signAndSendTransaction: async () => undefined,
  }
}
