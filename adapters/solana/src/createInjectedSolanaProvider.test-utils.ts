import type { SwitchableSolanaWallet } from '@foyer/conformance/solana'
import { base58 } from '@scure/base'
import {
  type PublicKey,
  PublicKey as SolanaPublicKey,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'

type AnyTransaction = Transaction | VersionedTransaction
type Listener = (...args: unknown[]) => void

/**
 * The Phantom-style injected API (`window.solana`) over a wallet-standard wallet, as wallets that inject a global
 * besides registering do. Third-party wallet API, reproduced for tests.
 */
export function createInjectedSolanaProvider(wallet: SwitchableSolanaWallet) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  const account = () => wallet.accounts[0]
  const publicKey = (): PublicKey | null => {
    const current = account()
    return current ? new SolanaPublicKey(current.address) : null
  }
  wallet.features['standard:events'].on('change', ({ accounts }) => {
    const next = accounts?.[0]
    if (next) emit('accountChanged', new SolanaPublicKey(next.address))
    else emit('disconnect')
  })
  const required = () => {
    const current = account()
    if (!current) throw Object.assign(new Error('Not connected'), { code: 4100 })
    return current
  }
  const toBytes = (transaction: AnyTransaction) =>
    transaction instanceof VersionedTransaction
      ? transaction.serialize()
      : new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
  const fromBytes = <T extends AnyTransaction>(original: T, bytes: Uint8Array): T =>
    (original instanceof VersionedTransaction
      ? VersionedTransaction.deserialize(bytes)
      : Transaction.from(bytes)) as T
  return {
    name: wallet.name,
    icon: wallet.icon,
    get publicKey() {
      return publicKey()
    },
    get isConnected() {
      return account() !== undefined
    },
    async connect(options?: { onlyIfTrusted?: boolean }) {
      const { accounts } = await wallet.features['standard:connect'].connect({
        silent: options?.onlyIfTrusted,
      })
      if (!accounts[0]) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      emit('connect', publicKey())
      return { publicKey: publicKey() }
    },
    disconnect: () => wallet.features['standard:disconnect'].disconnect(),
    async signMessage(message: Uint8Array) {
      const [output] = await wallet.features['solana:signMessage'].signMessage({
        account: required(),
        message,
      })
      return { signature: output?.signature ?? new Uint8Array(), publicKey: publicKey() }
    },
    async signTransaction<T extends AnyTransaction>(transaction: T): Promise<T> {
      const [output] = await wallet.features['solana:signTransaction'].signTransaction({
        account: required(),
        transaction: toBytes(transaction),
      })
      return fromBytes(transaction, output?.signedTransaction ?? new Uint8Array())
    },
    async signAllTransactions<T extends AnyTransaction>(transactions: T[]): Promise<T[]> {
      const outputs = await wallet.features['solana:signTransaction'].signTransaction(
        ...transactions.map((transaction) => ({ account: required(), transaction: toBytes(transaction) })),
      )
      return outputs.map((output, index) => fromBytes(transactions[index] as T, output.signedTransaction))
    },
    async signAndSendTransaction(transaction: AnyTransaction, options?: { skipPreflight?: boolean }) {
      const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account: required(),
        transaction: toBytes(transaction),
        chain: 'solana:devnet',
        ...(options ? { options } : {}),
      })
      return { signature: base58.encode(output?.signature ?? new Uint8Array()), publicKey: publicKey() }
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
