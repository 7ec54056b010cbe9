import type { CreateEmbeddedProviderOptions } from './createEmbeddedProvider.js'

type Listener = (...args: unknown[]) => void
type Loaded = Awaited<ReturnType<typeof load>>

const load = async (
  loadOptions: () => Promise<CreateEmbeddedProviderOptions>,
  emit: (event: string, value: unknown) => void,
) => {
  const [{ createEmbeddedProvider, createEmbeddedSolanaWallet }, options] = await Promise.all([
    import('./embeddedWallets.js'),
    loadOptions(),
  ])
  const evm = createEmbeddedProvider(options)
  evm.on('chainChanged', (value) => emit('chainChanged', value))
  return { evm, solana: createEmbeddedSolanaWallet(options) }
}

/**
 * The embedded wallet's EVM provider and Solana wallet as the adapters see them from the start, while their code (and
 * the frame) loads on the first call, with the options `loadOptions` gives: an app that never uses the embedded wallet
 * downloads only these facades.
 */
export function lazyEmbeddedWallets(loadOptions: () => Promise<CreateEmbeddedProviderOptions>) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }
  let loading: Promise<Loaded> | undefined
  const wallets = () => {
    loading ??= load(loadOptions, emit)
    return loading
  }
  let solanaAccounts: string[] = []
  return {
    /** Tells the adapter what changed in the wallet (`accountsChanged` after a switch of account type). */
    emit,
    evm: {
      request: async (arguments_: { method: string; params?: unknown }) =>
        (await wallets()).evm.request(arguments_),
      on(event: string, listener: Listener) {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener)
      },
    },
    solana: {
      async connect(silent: boolean) {
        solanaAccounts = await (await wallets()).solana.connect(silent)
        return solanaAccounts
      },
      async disconnect() {
        solanaAccounts = []
        await (await wallets()).solana.disconnect()
      },
      accounts: () => solanaAccounts,
      signMessage: async (address: string, message: Uint8Array) =>
        (await wallets()).solana.signMessage(address, message),
      signTransactions: async (address: string, transactions: Uint8Array[], chain: string) =>
        (await wallets()).solana.signTransactions(address, transactions, chain),
      signAndSendTransaction: async () => undefined,
      // The embedded account changes only through a login, which connects again.
      onAccountsChanged: () => () => {},
    },
  }
}
