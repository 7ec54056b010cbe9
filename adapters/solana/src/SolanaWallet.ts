import type { Connector } from '@foyer/core/eager'

export type SolanaSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: string | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/**
 * One Solana wallet, whichever way it was found (wallet-standard or an injected provider), behind the few calls the
 * adapter makes. Transactions travel as wire bytes; signatures and addresses as base58.
 */
export type SolanaWallet = {
  connector: Connector
  /** `silent` restores a session without prompting; resolves with the shared addresses, first the active one. */
  connect(silent: boolean): Promise<string[]>
  disconnect(): Promise<void>
  /** The addresses the wallet shares right now. */
  accounts(): string[]
  signMessage(address: string, message: Uint8Array): Promise<Uint8Array>
  signTransactions(address: string, transactions: Uint8Array[], chain: string): Promise<Uint8Array[]>
  /** Resolves with the transaction signature (base58), or `undefined` when the wallet cannot send itself. */
  signAndSendTransaction(
    address: string,
    transaction: Uint8Array,
    chain: string,
    options: SolanaSendOptions,
  ): Promise<string | undefined>
  /** Calls `listener` with the shared addresses whenever the wallet changes them; `[]` means it disconnected. */
  onAccountsChanged(listener: (addresses: string[]) => void): () => void
}
