import type { Transaction, VersionedTransaction } from '@solana/web3.js'

type PublicKeyLike = { toBase58(): string } | { toString(): string }

/** The injected Solana provider shape (`window.phantom.solana`, `window.solana`, Solflare's, Backpack's...). */
export type InjectedSolanaProvider = {
  publicKey?: PublicKeyLike | null
  isConnected?: boolean
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey?: PublicKeyLike | null } | undefined>
  disconnect?(): Promise<void>
  signMessage?(message: Uint8Array, display?: string): Promise<{ signature: Uint8Array } | Uint8Array>
  signTransaction?<T extends Transaction | VersionedTransaction>(transaction: T): Promise<T>
  signAllTransactions?<T extends Transaction | VersionedTransaction>(transactions: T[]): Promise<T[]>
  signAndSendTransaction?<T extends Transaction | VersionedTransaction>(
    transaction: T,
    options?: unknown,
  ): Promise<{ signature: string } | string>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  off?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
  [flag: string]: unknown
}

/** Whether `value` looks like an injected Solana provider. */
export function isInjectedSolanaProvider(value: unknown): value is InjectedSolanaProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { connect?: unknown }).connect === 'function' &&
    (typeof (value as { signTransaction?: unknown }).signTransaction === 'function' ||
      typeof (value as { signMessage?: unknown }).signMessage === 'function')
  )
}

/** A base58 address from the public key an injected provider reports. */
export function toAddress(publicKey: PublicKeyLike | null | undefined): string | undefined {
  if (!publicKey) return undefined
  return 'toBase58' in publicKey ? publicKey.toBase58() : publicKey.toString()
}
