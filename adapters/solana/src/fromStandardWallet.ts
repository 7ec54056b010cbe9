import { base58 } from '@scure/base'
import type { Wallets } from '@wallet-standard/app'
import { SolanaFeatureNotSupportedError, toSolanaWalletError } from './errors.js'
import type { SolanaSendOptions, SolanaWallet } from './SolanaWallet.js'

/** A wallet as `@wallet-standard/app` hands it out. */
export type StandardWallet = ReturnType<Wallets['get']>[number]
type StandardAccount = StandardWallet['accounts'][number]

type ConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }>
}
type DisconnectFeature = { disconnect(): Promise<void> }
type EventsFeature = {
  on(event: 'change', listener: (properties: { accounts?: readonly StandardAccount[] }) => void): () => void
}
type SignMessageFeature = {
  signMessage(
    ...inputs: { account: StandardAccount; message: Uint8Array }[]
  ): Promise<{ signature: Uint8Array }[]>
}
type SignTransactionFeature = {
  signTransaction(
    ...inputs: { account: StandardAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<{ signedTransaction: Uint8Array }[]>
}
type SignAndSendFeature = {
  signAndSendTransaction(
    ...inputs: {
      account: StandardAccount
      transaction: Uint8Array
      chain: string
      options?: SolanaSendOptions
    }[]
  ): Promise<{ signature: Uint8Array }[]>
}

/** A wallet-standard wallet that can connect and holds Solana chains or features. */
export function isSolanaStandardWallet(wallet: StandardWallet): boolean {
  return (
    'standard:connect' in wallet.features &&
    (wallet.chains.some((chain) => chain.startsWith('solana:')) ||
      Object.keys(wallet.features).some((feature) => feature.startsWith('solana:')))
  )
}

/** The connector id of a wallet-standard wallet: its name, as AppKit's Solana adapter lists it. */
export function standardConnectorId(wallet: StandardWallet): string {
  return wallet.name
}

/** Wraps a wallet-standard wallet (`standard:*` and `solana:*` features) as a `SolanaWallet`. */
export function fromStandardWallet(wallet: StandardWallet): SolanaWallet {
  const feature = <F>(name: string): F => {
    const found = wallet.features[name as `${string}:${string}`] as F | undefined
    if (!found) throw new SolanaFeatureNotSupportedError({ wallet: wallet.name, feature: name })
    return found
  }
  const solanaAccounts = (accounts: readonly StandardAccount[]) =>
    accounts.filter(
      (account) => account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:')),
    )
  const accountOf = (address: string, method: string): StandardAccount => {
    const account = wallet.accounts.find((entry) => entry.address === address)
    if (!account) throw toSolanaWalletError(method, new Error(`The wallet does not share ${address}.`))
    return account
  }
  const call = async <T>(method: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (cause) {
      throw toSolanaWalletError(method, cause)
    }
  }
  return {
    connector: {
      id: standardConnectorId(wallet),
      type: 'ANNOUNCED',
      name: wallet.name,
      namespace: 'solana',
      imageUrl: wallet.icon,
      installed: true,
    },
    connect: (silent) =>
      call('standard:connect', async () => {
        const { accounts } = await feature<ConnectFeature>('standard:connect').connect({ silent })
        return solanaAccounts(accounts).map((account) => account.address)
      }),
    async disconnect() {
      const disconnect = wallet.features['standard:disconnect'] as DisconnectFeature | undefined
      if (disconnect) await call('standard:disconnect', () => disconnect.disconnect())
    },
    accounts: () => solanaAccounts(wallet.accounts).map((account) => account.address),
    signMessage: (address, message) =>
      call('solana:signMessage', async () => {
        const account = accountOf(address, 'solana:signMessage')
        const [output] = await feature<SignMessageFeature>('solana:signMessage').signMessage({
          account,
          message,
        })
        if (!output) throw new Error('The wallet returned no signature.')
        return output.signature
      }),
    signTransactions: (address, transactions, chain) =>
      call('solana:signTransaction', async () => {
        const account = accountOf(address, 'solana:signTransaction')
        const outputs = await feature<SignTransactionFeature>('solana:signTransaction').signTransaction(
          ...transactions.map((transaction) => ({ account, transaction, chain })),
        )
        return outputs.map((output) => output.signedTransaction)
      }),
    async signAndSendTransaction(address, transaction, chain, options) {
      const send = wallet.features['solana:signAndSendTransaction'] as SignAndSendFeature | undefined
      if (!send) return undefined
      return call('solana:signAndSendTransaction', async () => {
        const account = accountOf(address, 'solana:signAndSendTransaction')
        const [output] = await send.signAndSendTransaction({ account, transaction, chain, options })
        if (!output) throw new Error('The wallet returned no signature.')
        return base58.encode(output.signature)
      })
    },
    onAccountsChanged(listener) {
      const events = wallet.features['standard:events'] as EventsFeature | undefined
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (accounts) listener(solanaAccounts(accounts).map((account) => account.address))
      })
    },
  }
}
