import type { FrameChannel } from '../frame/createFrameChannel.js'
import { EmbeddedProviderError } from './createEmbeddedProvider.js'
import { requestInFrame, type ShowApproval } from './requestInFrame.js'

/** What the Solana adapter calls on a wallet (its `SolanaWallet`, less the connector the plugin gives with it). */
export type EmbeddedSolanaWallet = {
  connect(silent: boolean): Promise<string[]>
  disconnect(): Promise<void>
  accounts(): string[]
  signMessage(address: string, message: Uint8Array): Promise<Uint8Array>
  signTransactions(address: string, transactions: Uint8Array[], chain: string): Promise<Uint8Array[]>
  signAndSendTransaction(): Promise<undefined>
  onAccountsChanged(listener: (addresses: string[]) => void): () => void
}

export type CreateEmbeddedSolanaWalletOptions = {
  signedIn(): boolean
  channel(): Promise<FrameChannel>
  onSignedOut(): void
  usedElsewhere?(namespace: 'eip155' | 'solana'): boolean
  showApproval?: ShowApproval
}

/**
 * The embedded wallet's Solana account, in the shape the Solana adapter connects: the frame holds its ed25519 key
 * and signs (after the user's approval in the frame's own page); sending is left to the adapter's connection.
 */
export function createEmbeddedSolanaWallet(options: CreateEmbeddedSolanaWalletOptions): EmbeddedSolanaWallet {
  let shared: string[] = []
  const listeners = new Set<(addresses: string[]) => void>()
  const rpc = async (method: string, params?: unknown) =>
    requestInFrame(await options.channel(), { method, params }, options.showApproval)
  const codecs = () => import('@scure/base')

  return {
    async connect(silent) {
      if (options.signedIn()) {
        if ((await (await options.channel()).request('IS_CONNECTED')).isConnected) {
          const accounts = (await rpc('solana_requestAccounts')) as { pubkey: string }[]
          shared = accounts.map(({ pubkey }) => pubkey)
          return shared
        }
        options.onSignedOut()
      }
      if (silent) return []
      throw new EmbeddedProviderError(4100, 'Sign in with email or a social account first')
    },
    async disconnect() {
      shared = []
      if (options.usedElsewhere?.('solana')) return
      const signedIn = options.signedIn()
      options.onSignedOut()
      if (signedIn) await (await options.channel()).request('SIGN_OUT')
    },
    accounts: () => shared,
    async signMessage(address, message) {
      const { base58 } = await codecs()
      const { signature } = (await rpc('solana_signMessage', {
        message: base58.encode(message),
        pubkey: address,
      })) as { signature: string }
      return base58.decode(signature)
    },
    async signTransactions(_address, transactions) {
      const { base64 } = await codecs()
      const signed = (await rpc('solana_signAllTransactions', {
        transactions: transactions.map((transaction) => base64.encode(transaction)),
      })) as { transactions: string[] }
      return signed.transactions.map((transaction) => base64.decode(transaction))
    },
    signAndSendTransaction: async () => undefined,
    onAccountsChanged(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
