import {
  type AccountRecord,
  type AdapterConnectResult,
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  ConnectorNotFoundError,
  type ConnectRequest,
  disconnect as disconnectKernel,
  formatUnits,
  type Kernel,
  type RpcRequest,
  type SwitchNetworkRequest,
  syncAccount,
} from '@foyer/core/eager'
import { Connection } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { collectSolanaWallets, findInjectedProviders } from './collectSolanaWallets.js'
import {
  SolanaBalanceUnavailableError,
  SolanaNoAccountsError,
  SolanaRpcUrlMissingError,
  SolanaWalletNotAuthorizedError,
  SolanaWalletNotConnectedError,
} from './errors.js'
import { guardSolanaWallet } from './guardSolanaWallet.js'
import {
  type ParsedSolanaAdapterParameters,
  parseSolanaAdapterParameters,
  type SolanaAdapterParameters,
} from './parseSolanaAdapterParameters.js'
import { requestSolana } from './requestSolana.js'
import { SolanaProvider } from './SolanaProvider.js'
import type { SolanaWallet } from './SolanaWallet.js'
import { getSolanaBalance, sendSolanaTransaction, toKitCommitment } from './solanaRpc.js'
import { toWalletStandardChain } from './toWalletStandardChain.js'

type ActiveWallet = { wallet: SolanaWallet; address: string; provider: SolanaProvider; detach(): void }

/**
 * Foyer's Solana adapter: lists wallet-standard wallets and injected providers as one list (a wallet that does both
 * once), connects and restores sessions, reads SOL balances, signs messages and transactions, signs and sends, and
 * follows account changes and disconnects made in the wallet. Its own RPC and wire decoding run on `@solana/kit`
 * (loaded on first use); `@solana/web3.js` is there for AppKit's API: `useAppKitProvider('solana')` gives the app a
 * `SolanaProvider` (web3.js `PublicKey`, `Transaction`s) whose `connection` is the active network's `Connection`.
 */
export class SolanaAdapter implements ChainAdapter {
  readonly name = 'solana'
  readonly namespace = 'solana' as const
  readonly adapterType = 'solana' as const
  readonly projectId: string | undefined
  readonly #options: ParsedSolanaAdapterParameters
  readonly #connections = new Map<string, Connection>()
  readonly #walletCache = new WeakMap<object, SolanaWallet>()
  readonly #discoveryWaiters = new Set<() => void>()
  #kernel: Kernel | undefined
  #wallets: SolanaWallet[] = []
  #publish: (() => void) | undefined
  #active: ActiveWallet | undefined
  #network: CaipNetwork | undefined

  constructor(parameters?: SolanaAdapterParameters) {
    this.#options = parseSolanaAdapterParameters(parameters)
    this.projectId = this.#options.projectId
    // The kernel calls these detached from the instance.
    this.setup = this.setup.bind(this)
    this.connect = this.connect.bind(this)
    this.disconnect = this.disconnect.bind(this)
    this.switchNetwork = this.switchNetwork.bind(this)
    this.request = this.request.bind(this)
    this.getBalance = this.getBalance.bind(this)
    this.getProvider = this.getProvider.bind(this)
  }

  setup(context: AdapterContext): () => void {
    this.#kernel = context.kernel
    const options = this.#options
    const registry = options.walletStandard ? getWallets() : undefined
    let provided: SolanaWallet[] = []
    this.#publish = () => {
      this.#wallets = [
        ...collectSolanaWallets(
          registry?.get() ?? [],
          options.injected ? findInjectedProviders(options.window) : [],
          this.#walletCache,
        ),
        ...provided,
      ]
      context.setConnectors(this.#wallets.map((wallet) => wallet.connector))
      for (const waiter of [...this.#discoveryWaiters]) waiter()
    }
    const publish = () => this.#publish?.()
    const stops = registry ? [registry.on('register', publish), registry.on('unregister', publish)] : []
    // Wallets plugins provide (the embedded wallet): a `SolanaWallet` without its connector, which the plugin gives.
    const stopProvided = context.watchProvidedWallets('solana', (wallets) => {
      provided = wallets.flatMap(({ connector, provider }) =>
        isProvidedSolanaWallet(provider) ? [{ ...provider, connector }] : [],
      )
      this.#publish?.()
    })
    return () => {
      stopProvided()
      for (const stop of stops) stop()
      this.#publish = undefined
      this.#releaseActive()
    }
  }

  async connect({ connectorId, network, reconnect }: ConnectRequest): Promise<AdapterConnectResult> {
    const wallet = await this.#findWallet(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ connectorId })
    const addresses = await wallet.connect(reconnect)
    const [address] = addresses
    if (!address)
      throw reconnect
        ? new SolanaWalletNotAuthorizedError({ connectorId })
        : new SolanaNoAccountsError({ connectorId })
    if (network.chainNamespace === 'solana') this.#network = network
    this.#releaseActive()
    const active: ActiveWallet = {
      wallet,
      address,
      provider: this.#createProvider(wallet, address),
      detach: () => {},
    }
    active.detach = wallet.onAccountsChanged((next) => this.#onAccountsChanged(active, next))
    this.#active = active
    return {
      address,
      chainId: (this.#network ?? network).caipNetworkId,
      accounts: toAccountRecords(addresses),
    }
  }

  async disconnect(): Promise<void> {
    const active = this.#releaseActive()
    // The kernel forgets the session whether or not the wallet answers.
    await active?.wallet.disconnect().catch(() => {})
  }

  /** Solana wallets are not "on" a cluster: the adapter moves its connection and the account's CAIP address. */
  async switchNetwork({ network }: SwitchNetworkRequest): Promise<undefined> {
    if (network.chainNamespace !== 'solana') return undefined
    const active = this.#active
    if (!active) throw new SolanaWalletNotConnectedError({ method: 'switchNetwork' })
    this.#network = network
    if (this.#kernel)
      syncAccount(this.#kernel, {
        namespace: 'solana',
        address: active.address,
        chainId: network.caipNetworkId,
      })
    return undefined
  }

  async request({ method, params }: Pick<RpcRequest, 'method' | 'params'>): Promise<unknown> {
    const active = this.#active
    if (!active) throw new SolanaWalletNotConnectedError({ method })
    return requestSolana(
      {
        wallet: active.wallet,
        address: active.address,
        chain: this.#chain(),
        sendRawTransaction: (bytes, options) =>
          sendSolanaTransaction(this.#rpcUrl(), bytes, options, this.#commitment()),
      },
      method,
      params,
    )
  }

  /** The SOL balance of `address` on `network`, read from the network's own RPC URL. */
  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    try {
      const lamports = await getSolanaBalance(this.#rpcUrl(network), address, this.#commitment())
      return {
        balance: formatUnits(BigInt(lamports), network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    } catch (cause) {
      throw new SolanaBalanceUnavailableError({ network: network.caipNetworkId, cause })
    }
  }

  /** The connected wallet as a `SolanaProvider` (AppKit's Solana provider shape). */
  getProvider(): SolanaProvider | undefined {
    return this.#active?.provider
  }

  /**
   * A `@solana/web3.js` `Connection` to `network`'s first RPC URL (one per URL), or to the active Solana network's: for
   * apps, as AppKit hands them one. The adapter's own reads and sends go through `@solana/kit`.
   */
  getConnection(network: CaipNetwork | undefined = this.#activeNetwork()): Connection {
    const url = this.#rpcUrl(network)
    let connection = this.#connections.get(url)
    if (!connection) {
      connection = new Connection(url, this.#options.connectionSettings)
      this.#connections.set(url, connection)
    }
    return connection
  }

  /** `network`'s first RPC URL, or the active Solana network's. */
  #rpcUrl(network: CaipNetwork | undefined = this.#activeNetwork()): string {
    const url = network?.rpcUrls.default.http[0]
    if (!url) throw new SolanaRpcUrlMissingError({ network: network?.caipNetworkId ?? 'solana' })
    return url
  }

  #commitment() {
    return toKitCommitment(this.#options.connectionSettings)
  }

  #activeNetwork(): CaipNetwork | undefined {
    return this.#kernel?.store.getState().network.active.solana ?? this.#network
  }

  #connection(): Connection {
    return this.getConnection()
  }

  #chain(): string {
    const network = this.#activeNetwork()
    return network ? toWalletStandardChain(network) : 'solana:mainnet'
  }

  #createProvider(wallet: SolanaWallet, address: string): SolanaProvider {
    const { type } = wallet.connector
    const kernel = this.#kernel
    return new SolanaProvider({
      wallet: kernel && (type === 'AUTH' || type === 'ID_AUTH') ? guardSolanaWallet(kernel, wallet) : wallet,
      address,
      connection: () => this.#connection(),
      chain: () => this.#chain(),
      // The app's own sends bypass the kernel's request: its balances are stale all the same.
      onSent: () => kernel?.events.emit('balanceStale', { namespace: 'solana' }),
    })
  }

  #onAccountsChanged(active: ActiveWallet, addresses: string[]): void {
    const kernel = this.#kernel
    if (!kernel || this.#active !== active) return
    const [address] = addresses
    if (!address) {
      // The user disconnected from the wallet's side.
      this.#releaseActive()
      void disconnectKernel(kernel, { namespace: 'solana' }).catch(() => {})
      return
    }
    if (address === active.address) return
    active.address = address
    active.provider = this.#createProvider(active.wallet, address)
    syncAccount(kernel, { namespace: 'solana', address, accounts: toAccountRecords(addresses) })
  }

  async #findWallet(connectorId: string): Promise<SolanaWallet | undefined> {
    this.#publish?.()
    const find = () => this.#wallets.find((wallet) => wallet.connector.id === connectorId)
    const found = find()
    if (found || !this.#publish) return found
    // A restore right after load can run before the wallet registered itself: wait a little for it.
    return new Promise((resolve) => {
      let expired = false
      const done = () => {
        const wallet = find()
        if (!wallet && !expired) return
        clearTimeout(timer)
        this.#discoveryWaiters.delete(done)
        resolve(wallet)
      }
      const timer = setTimeout(() => {
        expired = true
        done()
      }, this.#options.discoveryTimeout)
      this.#discoveryWaiters.add(done)
    })
  }

  #releaseActive(): ActiveWallet | undefined {
    const active = this.#active
    this.#active = undefined
    active?.detach()
    return active
  }
}

function toAccountRecords(addresses: readonly string[]): AccountRecord[] {
  return addresses.map((address) => ({ namespace: 'solana', address, type: 'eoa', publicKey: address }))
}

const walletMethods = [
  'connect',
  'disconnect',
  'accounts',
  'signMessage',
  'signTransactions',
  'signAndSendTransaction',
  'onAccountsChanged',
] as const

function isProvidedSolanaWallet(value: unknown): value is Omit<SolanaWallet, 'connector'> {
  return (
    typeof value === 'object' &&
    value !== null &&
    walletMethods.every((method) => typeof (value as Record<string, unknown>)[method] === 'function')
  )
}
