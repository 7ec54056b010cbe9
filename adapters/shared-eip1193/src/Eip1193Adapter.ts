import {
  type AccountRecord,
  type AdapterConnectResult,
  type AdapterContext,
  type AdapterEstimateGasRequest,
  type AdapterType,
  type AdapterWriteContractRequest,
  type CaipNetwork,
  type ChainAdapter,
  ConnectorNotFoundError,
  type ConnectRequest,
  disconnect,
  formatUnits,
  type Hex,
  type Kernel,
  loadRegistryName,
  type RpcRequest,
  type SwitchNetworkRequest,
  syncAccount,
  syncNetwork,
  toChainReference,
} from '@foyer/core/eager'
import { collectEip1193Wallets, type Eip1193Wallet } from './collectEip1193Wallets.js'
import { type Eip1193Provider, isEip1193Provider } from './Eip1193Provider.js'
import { type Eip6963Target, getDefaultEip6963Target } from './Eip6963Target.js'
import {
  BalanceUnavailableError,
  NoWalletAccountsError,
  WalletNotAuthorizedError,
  WalletNotConnectedError,
} from './errors.js'
import { estimateEip1193Gas } from './estimateEip1193Gas.js'
import {
  type Eip1193AdapterParameters,
  parseEip1193AdapterParameters,
} from './parseEip1193AdapterParameters.js'
import { requestEip1193 } from './requestEip1193.js'
import { type EncodeFunctionData, sendContractCall } from './sendContractCall.js'
import { switchEip1193Chain } from './switchEip1193Chain.js'
import {
  type Eip6963ProviderDetail,
  requestEip6963Providers,
  watchEip6963Providers,
} from './watchEip6963Providers.js'

type ActiveWallet = { connectorId: string; provider: Eip1193Provider; address: string; detach(): void }

/** How long disconnect waits for a wallet that does not answer `wallet_revokePermissions`. */
const revokeTimeoutMs = 1000

/**
 * An eip155 adapter over plain EIP-1193 wallets: discovers them by EIP-6963 and `window.ethereum`, connects,
 * switches chains (adding the chain on 4902), forwards requests, estimates gas and reports wallet-side changes to the
 * kernel. Subclasses choose how balances are read (ethers v6, ethers v5, ...) and, by defining `encodeFunctionData`,
 * offer `writeContract`.
 */
export abstract class Eip1193Adapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
  abstract readonly name: string
  abstract readonly adapterType: AdapterType
  readonly #target: Eip6963Target | undefined
  readonly #discoveryTimeout: number
  #kernel: Kernel | undefined
  #announced: readonly Eip6963ProviderDetail[] = []
  #wallets: Eip1193Wallet[] = []
  /** Wallets plugins provide (the embedded wallet), listed after the discovered ones. */
  #provided: Eip1193Wallet[] = []
  #publish: (() => void) | undefined
  #active: ActiveWallet | undefined
  readonly #discoveryWaiters = new Set<() => void>()
  /** Offered when the subclass can encode contract calls (defines the `encodeFunctionData` method). */
  readonly writeContract: ((request: AdapterWriteContractRequest) => Promise<Hex>) | undefined

  constructor(adapter: string, parameters: Eip1193AdapterParameters = {}) {
    const options = parseEip1193AdapterParameters(adapter, parameters)
    this.#target = options.window ?? getDefaultEip6963Target()
    this.#discoveryTimeout = options.discoveryTimeout
    // The kernel calls these detached from the instance.
    this.setup = this.setup.bind(this)
    this.connect = this.connect.bind(this)
    this.disconnect = this.disconnect.bind(this)
    this.switchNetwork = this.switchNetwork.bind(this)
    this.request = this.request.bind(this)
    this.getBalance = this.getBalance.bind(this)
    this.getProfile = this.getProfile.bind(this)
    this.getProvider = this.getProvider.bind(this)
    this.estimateGas = this.estimateGas.bind(this)
    const encode = this.encodeFunctionData?.bind(this)
    this.writeContract = encode ? (request) => sendContractCall(request, encode) : undefined
  }

  /**
   * The EIP-55 checksummed form of an address the wallet gave (wallets often answer in lower case). The ethers
   * adapters use ethers' `getAddress`; this base keeps the wallet's spelling, having no keccak of its own.
   */
  protected checksumAddress(address: string): string {
    return address
  }

  /** Reads the native balance of `address` on `network`, in the smallest unit. */
  protected abstract readBalance(address: string, network: CaipNetwork): Promise<bigint>

  /** Encodes a contract call's data from its ABI; a subclass that defines this method offers `writeContract`. */
  protected encodeFunctionData?(call: Parameters<EncodeFunctionData>[0]): Hex

  setup(context: AdapterContext): () => void {
    this.#kernel = context.kernel
    const target = this.#target
    this.#publish = () => {
      this.#wallets = [...collectEip1193Wallets(this.#announced, target?.ethereum), ...this.#provided]
      context.setConnectors(this.#wallets.map((wallet) => wallet.connector))
      for (const waiter of [...this.#discoveryWaiters]) waiter()
    }
    const stop = target
      ? watchEip6963Providers({
          target,
          onChange: (details) => {
            this.#announced = details
            this.#publish?.()
          },
        })
      : undefined
    const stopProvided = context.watchProvidedWallets('eip155', (wallets) => {
      this.#provided = wallets.flatMap(({ connector, provider }) =>
        isEip1193Provider(provider) ? [{ connector, provider }] : [],
      )
      this.#publish?.()
    })
    return () => {
      stop?.()
      stopProvided()
      this.#publish = undefined
      this.#releaseActive()
    }
  }

  async connect({ connectorId, network, reconnect }: ConnectRequest): Promise<AdapterConnectResult> {
    const wallet = await this.#findWallet(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ connectorId })
    const { provider } = wallet
    const accounts = this.#checksummed(
      parseAccounts(await requestEip1193(provider, reconnect ? 'eth_accounts' : 'eth_requestAccounts')),
    )
    const [address] = accounts
    if (!address)
      throw reconnect
        ? new WalletNotAuthorizedError({ connectorId })
        : new NoWalletAccountsError({ connectorId })
    // 0 when the answer names no chain ('0xZZ', null, 1e400): the kernel shows the unsupported-network state.
    let chainId = toEip155ChainId(await requestEip1193(provider, 'eth_chainId')) ?? 0
    if (!reconnect && network.chainNamespace === 'eip155' && chainId !== network.id) {
      // As wagmi's connect({ chainId }): move a fresh connection to the app's network, keep the wallet's on failure.
      chainId = await switchEip1193Chain(provider, network).then(
        () => network.id,
        () => chainId,
      )
    }
    this.#releaseActive()
    this.#active = { connectorId, provider, address, detach: this.#listen(provider) }
    return { address, chainId, accounts: toAccountRecords(accounts) }
  }

  async disconnect(): Promise<void> {
    const active = this.#releaseActive()
    if (!active) return
    const revoke = requestEip1193(active.provider, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, revokeTimeoutMs)
    })
    // Not every wallet knows wallet_revokePermissions; the kernel forgets the session either way.
    await Promise.race([revoke.catch(() => {}), timeout])
    clearTimeout(timer)
  }

  async switchNetwork({ network }: SwitchNetworkRequest): Promise<undefined> {
    if (network.chainNamespace !== 'eip155') return undefined
    const provider = this.#active?.provider
    if (!provider) throw new WalletNotConnectedError({ method: 'wallet_switchEthereumChain' })
    await switchEip1193Chain(provider, network)
    // Not every wallet emits chainChanged for a switch it was asked for.
    if (this.#kernel) this.#syncChain(this.#kernel, network.id)
    return undefined
  }

  async request({ method, params }: Pick<RpcRequest, 'method' | 'params'>): Promise<unknown> {
    const provider = this.#active?.provider
    if (!provider) throw new WalletNotConnectedError({ method })
    return requestEip1193(provider, method, params)
  }

  /** The connected wallet's `eth_estimateGas` for the call. */
  async estimateGas(request: AdapterEstimateGasRequest): Promise<bigint> {
    const provider = this.#active?.provider
    if (!provider) throw new WalletNotConnectedError({ method: 'eth_estimateGas' })
    return estimateEip1193Gas(provider, request)
  }

  #checksummed(addresses: string[]): string[] {
    return addresses.map((address) => {
      try {
        return this.checksumAddress(address)
      } catch {
        // Not an address a checksum can be computed for: the kernel's validation names it.
        return address
      }
    })
  }

  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    let value: bigint
    try {
      value = await this.readBalance(address, network)
    } catch (cause) {
      throw new BalanceUnavailableError({ network: network.caipNetworkId, cause })
    }
    return {
      balance: formatUnits(value, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  }

  /**
   * The account's name on the network's naming service (`contracts.nameRegistry`), read by an `eth_call` through the
   * connected wallet; no avatar. Null when no wallet is connected or the account has no name.
   */
  async getProfile({ address, network }: { address: string; network: CaipNetwork }) {
    const provider = this.#active?.provider
    if (!provider) return { name: null }
    const request = (method: string, params: readonly unknown[]) => requestEip1193(provider, method, params)
    return { name: await loadRegistryName({ address, network, request }) }
  }

  /** The connected wallet's EIP-1193 provider (wrap it in ethers' provider of choice). */
  getProvider(): Eip1193Provider | undefined {
    return this.#active?.provider
  }

  /** The RPC URL Foyer reads `network` from: the network's own first HTTP URL. */
  protected getRpcUrl(network: CaipNetwork): string | undefined {
    return network.rpcUrls.default.http[0]
  }

  async #findWallet(connectorId: string): Promise<Eip1193Wallet | undefined> {
    this.#publish?.()
    const find = () => this.#wallets.find((wallet) => wallet.connector.id === connectorId)
    const found = find()
    if (found || !this.#target || !this.#publish) return found
    // A restore right after load can run before the wallet announced itself: ask again and wait a little.
    return new Promise((resolve) => {
      const done = () => {
        const wallet = find()
        if (!wallet && !expired) return
        clearTimeout(timer)
        this.#discoveryWaiters.delete(done)
        resolve(wallet)
      }
      let expired = false
      const timer = setTimeout(() => {
        expired = true
        done()
      }, this.#discoveryTimeout)
      this.#discoveryWaiters.add(done)
      if (this.#target) requestEip6963Providers(this.#target)
    })
  }

  #listen(provider: Eip1193Provider): () => void {
    const onAccountsChanged = (accounts: unknown) => {
      const kernel = this.#kernel
      if (!kernel || this.#active?.provider !== provider) return
      const addresses = this.#checksummed(parseAccounts(accounts))
      const [address] = addresses
      if (!address) {
        // The user disconnected from the wallet's side.
        this.#releaseActive()
        void disconnect(kernel, { namespace: 'eip155' }).catch(() => {})
        return
      }
      if (this.#active) this.#active.address = address
      syncAccount(kernel, { namespace: 'eip155', address, accounts: toAccountRecords(addresses) })
    }
    const onChainChanged = (chainId: unknown) => {
      const kernel = this.#kernel
      if (!kernel || this.#active?.provider !== provider) return
      // A chain the answer cannot name is still a change: the kernel shows it as unsupported.
      this.#syncChain(kernel, toEip155ChainId(chainId) ?? 0)
    }
    provider.on?.('accountsChanged', onAccountsChanged)
    provider.on?.('chainChanged', onChainChanged)
    return () => {
      provider.removeListener?.('accountsChanged', onAccountsChanged)
      provider.removeListener?.('chainChanged', onChainChanged)
    }
  }

  /** The account keeps its address on the new chain: its CAIP address follows the chain. */
  #syncChain(kernel: Kernel, chainId: number): void {
    const address = this.#active?.address
    if (address) syncAccount(kernel, { namespace: 'eip155', address, chainId })
    else syncNetwork(kernel, { namespace: 'eip155', chainId })
  }

  #releaseActive(): ActiveWallet | undefined {
    const active = this.#active
    this.#active = undefined
    active?.detach()
    return active
  }
}

function parseAccounts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
}

function toAccountRecords(addresses: readonly string[]): AccountRecord[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}

/** An EIP-1193 chain id (a hex string; some wallets send a number) as a number, or undefined when it names no chain. */
function toEip155ChainId(value: unknown): number | undefined {
  const reference = toChainReference('eip155', value)
  return reference === undefined ? undefined : Number(reference)
}
