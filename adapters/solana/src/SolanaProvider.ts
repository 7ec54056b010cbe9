import {
  type Connection,
  PublicKey,
  type SendOptions,
  Transaction,
  type TransactionSignature,
  VersionedTransaction,
} from '@solana/web3.js'
import { encodeTransaction } from './decodeTransaction.js'
import type { SolanaWallet } from './SolanaWallet.js'

export type AnyTransaction = Transaction | VersionedTransaction

/** What the provider reads from the adapter at each call: the session may move to another network. */
export type SolanaProviderSession = {
  wallet: SolanaWallet
  address: string
  /** The connection of the active Solana network. */
  connection(): Connection
  /** The wallet-standard chain of the active network (`solana:devnet`, ...). */
  chain(): string
  /** Called once a transaction went out, so whatever shows the account's balances reads them again. */
  onSent?: () => void
}

/**
 * The connected wallet as `useAppKitProvider('solana')` hands it to the app, in AppKit's Solana provider shape: sign
 * and send `@solana/web3.js` `Transaction`s and `VersionedTransaction`s, sign messages. `connection` is the active
 * network's `Connection`.
 */
export class SolanaProvider {
  readonly #session: SolanaProviderSession
  readonly publicKey: PublicKey
  readonly name: string
  readonly icon: string | undefined

  constructor(session: SolanaProviderSession) {
    this.#session = session
    this.publicKey = new PublicKey(session.address)
    this.name = session.wallet.connector.name
    this.icon = session.wallet.connector.imageUrl
  }

  /** The `Connection` of the app's active Solana network. */
  get connection(): Connection {
    return this.#session.connection()
  }

  /** The wallet-standard chain of the app's active Solana network. */
  get chain(): string {
    return this.#session.chain()
  }

  getAccounts(): { address: string; type: 'eoa' }[] {
    return [{ address: this.#session.address, type: 'eoa' }]
  }

  /** The ed25519 signature of `message` (64 bytes). */
  signMessage(message: Uint8Array): Promise<Uint8Array> {
    return this.#session.wallet.signMessage(this.#session.address, message)
  }

  async signTransaction<T extends AnyTransaction>(transaction: T): Promise<T> {
    const [signed] = await this.signAllTransactions([transaction])
    return signed as T
  }

  async signAllTransactions<T extends AnyTransaction[]>(transactions: T): Promise<T> {
    const prepared = await Promise.all(transactions.map((transaction) => this.#prepare(transaction)))
    const signed = await this.#session.wallet.signTransactions(
      this.#session.address,
      prepared.map(encodeTransaction),
      this.#session.chain(),
    )
    return signed.map((bytes, index) =>
      transactions[index] instanceof VersionedTransaction
        ? VersionedTransaction.deserialize(bytes)
        : Transaction.from(bytes),
    ) as T
  }

  /** Signs and sends on the active network; resolves with the transaction signature (base58). */
  async signAndSendTransaction(
    transaction: AnyTransaction,
    options: SendOptions = {},
  ): Promise<TransactionSignature> {
    const prepared = await this.#prepare(transaction)
    const sent = await this.#session.wallet.signAndSendTransaction(
      this.#session.address,
      encodeTransaction(prepared),
      this.#session.chain(),
      options,
    )
    if (!sent) return this.sendTransaction(prepared, this.connection, options)
    this.#session.onSent?.()
    return sent
  }

  /** Signs with the wallet and sends through `connection` (AppKit's `sendTransaction(transaction, connection)`). */
  async sendTransaction(
    transaction: AnyTransaction,
    connection: Connection,
    options: SendOptions = {},
  ): Promise<TransactionSignature> {
    const prepared = await this.#prepare(transaction, connection)
    const [signed] = await this.#session.wallet.signTransactions(
      this.#session.address,
      [encodeTransaction(prepared)],
      this.#session.chain(),
    )
    if (!signed) throw new Error('unreachable: the wallet signs one transaction per input')
    const signature = await connection.sendRawTransaction(signed, options)
    this.#session.onSent?.()
    return signature
  }

  /** A legacy transaction without fee payer or blockhash gets the connected account and a fresh blockhash. */
  async #prepare<T extends AnyTransaction>(transaction: T, connection = this.connection): Promise<T> {
    if (transaction instanceof Transaction) {
      transaction.feePayer ??= this.publicKey
      if (!transaction.recentBlockhash) {
        const latest = await connection.getLatestBlockhash()
        transaction.recentBlockhash = latest.blockhash
        transaction.lastValidBlockHeight = latest.lastValidBlockHeight
      }
    }
    return transaction
  }
}
