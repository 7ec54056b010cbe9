import {
  type AdapterConnectResult,
  type AdapterContext,
  type AdapterEstimateGasRequest,
  type AdapterWriteContractRequest,
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  ConnectorNotFoundError,
  type ConnectRequest,
  disconnect as disconnectKernel,
  formatUnits,
  type Kernel,
  type RpcRequest,
  type SwitchNetworkRequest,
  syncAccount,
  syncNetwork,
  UserRejectedRequestError,
  WalletRequestError,
} from '@foyer/core/eager'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type EIP1193Provider,
  encodeFunctionData,
  getAddress,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem'

/** What an EIP-6963 wallet announces: who it is, and its EIP-1193 provider. */
export type Eip6963Announcement = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: EIP1193Provider
}

/** Where wallets announce themselves: the page's `window`, or any EventTarget standing in for it. */
export type ViemAdapterWindow = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

export type ViemAdapterParameters = {
  /** Where wallets announce (EIP-6963); default the page's `window`. */
  window?: ViemAdapterWindow | undefined
}

type Session = {
  provider: EIP1193Provider
  wallet: WalletClient
  stopListening: () => void
}

/**
 * An eip155 adapter on viem alone: EIP-6963 discovery, connect and silent restore (`eth_requestAccounts` /
 * `eth_accounts`), chain switching that adds a chain the wallet lacks, balances and gas estimates from the network's
 * RPC URL, contract writes encoded with viem, and the wallet's own account and chain changes passed to the kernel.
 */
export class ViemAdapter implements ChainAdapter {
  readonly name = 'viem'
  readonly namespace = 'eip155' as const
  readonly #window: ViemAdapterWindow | undefined
  readonly #announced = new Map<string, Eip6963Announcement>()
  readonly #publicClients = new Map<string, PublicClient>()
  #kernel: Kernel | undefined
  #session: Session | undefined

  constructor(parameters: ViemAdapterParameters = {}) {
    this.#window = parameters.window ?? (globalThis as { window?: ViemAdapterWindow }).window
    this.setup = this.setup.bind(this)
    this.connect = this.connect.bind(this)
    this.disconnect = this.disconnect.bind(this)
    this.switchNetwork = this.switchNetwork.bind(this)
    this.request = this.request.bind(this)
    this.getBalance = this.getBalance.bind(this)
    this.estimateGas = this.estimateGas.bind(this)
    this.writeContract = this.writeContract.bind(this)
    this.getProvider = this.getProvider.bind(this)
  }

  setup(context: AdapterContext): () => void {
    this.#kernel = context.kernel
    const target = this.#window
    const onAnnounce = (event: Event) => {
      const detail = (event as CustomEvent<Eip6963Announcement>).detail
      if (!detail?.info?.rdns || this.#announced.has(detail.info.rdns)) return
      this.#announced.set(detail.info.rdns, detail)
      context.setConnectors([...this.#announced.values()].map(toConnector))
    }
    target?.addEventListener('eip6963:announceProvider', onAnnounce)
    target?.dispatchEvent(new Event('eip6963:requestProvider'))
    return () => {
      target?.removeEventListener('eip6963:announceProvider', onAnnounce)
      this.#end()
      this.#kernel = undefined
    }
  }

  async connect({ connectorId, reconnect }: ConnectRequest): Promise<AdapterConnectResult> {
    const provider = this.#announced.get(connectorId)?.provider
    if (!provider) throw new ConnectorNotFoundError({ connectorId })
    const wallet = createWalletClient({ transport: custom(provider) })
    // A restore reads what the wallet already granted this site: it never prompts.
    const method = reconnect ? 'eth_accounts' : 'eth_requestAccounts'
    const addresses = await walletCall(method, () =>
      reconnect ? wallet.getAddresses() : wallet.requestAddresses(),
    )
    const [address] = addresses
    if (!address)
      throw new WalletRequestError({
        method,
        namespace: 'eip155',
        cause: new Error('The wallet granted this site no account.'),
      })
    const chainId = await walletCall('eth_chainId', () => wallet.getChainId())
    this.#end()
    this.#session = { provider, wallet, stopListening: this.#listen(provider) }
    return { address: getAddress(address), chainId, accounts: toAccounts(addresses) }
  }

  async disconnect(): Promise<void> {
    const session = this.#session
    this.#end()
    if (!session) return
    // Revoke the site's permission so the next page load does not restore the session. Not every wallet knows it.
    await session.wallet
      .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      .catch(() => undefined)
  }

  async switchNetwork({ network }: SwitchNetworkRequest): Promise<undefined> {
    const wallet = this.#session?.wallet
    if (!wallet) return undefined
    const chain = toViemChain(network)
    try {
      await wallet.switchChain({ id: chain.id })
    } catch (error) {
      // 4902: the wallet lacks the chain. Add it (the wallet moves to it), then switch in case it did not.
      if (errorCode(error) !== 4902) throw toWalletError('wallet_switchEthereumChain', error)
      await walletCall('wallet_addEthereumChain', () => wallet.addChain({ chain }))
      await walletCall('wallet_switchEthereumChain', () => wallet.switchChain({ id: chain.id }))
    }
    return undefined
  }

  async request({ method, params }: RpcRequest): Promise<unknown> {
    const wallet = this.#session?.wallet
    if (!wallet)
      throw new WalletRequestError({ method, namespace: 'eip155', cause: new Error('Not connected.') })
    return walletCall(method, () => wallet.request({ method, params } as never))
  }

  /** The native balance from the network's RPC URL, as a decimal string in its native unit. */
  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    const wei = await this.#publicClient(network).getBalance({ address: address as Address })
    return {
      balance: formatUnits(wei, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  }

  async estimateGas({ from, to, data, value, network }: AdapterEstimateGasRequest): Promise<bigint> {
    return this.#publicClient(network).estimateGas({ account: from, to, data, value })
  }

  async writeContract({
    address,
    abi,
    functionName,
    args,
    value,
    sendTransaction,
  }: AdapterWriteContractRequest) {
    const data = encodeFunctionData({ abi, functionName, args } as never)
    return sendTransaction({ to: address, data, value })
  }

  getProvider(): EIP1193Provider | undefined {
    return this.#session?.provider
  }

  /** Passes the wallet's own account and chain changes on to the kernel. */
  #listen(provider: EIP1193Provider): () => void {
    const onAccounts = (accounts: readonly string[]) => {
      const kernel = this.#kernel
      if (!kernel) return
      if (accounts.length === 0) {
        // The user disconnected the site from the wallet's side.
        void disconnectKernel(kernel, { namespace: 'eip155' }).catch(() => undefined)
        return
      }
      syncAccount(kernel, {
        namespace: 'eip155',
        address: getAddress(accounts[0] as string),
        accounts: toAccounts(accounts),
      })
    }
    const onChain = (chainId: string) => {
      if (this.#kernel) syncNetwork(this.#kernel, { namespace: 'eip155', chainId: Number(chainId) })
    }
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    return () => {
      provider.removeListener('accountsChanged', onAccounts)
      provider.removeListener('chainChanged', onChain)
    }
  }

  #end(): void {
    this.#session?.stopListening()
    this.#session = undefined
  }

  #publicClient(network: CaipNetwork): PublicClient {
    let client = this.#publicClients.get(network.caipNetworkId)
    if (!client) {
      client = createPublicClient({ chain: toViemChain(network), transport: http() }) as PublicClient
      this.#publicClients.set(network.caipNetworkId, client)
    }
    return client
  }
}

function toConnector({ info }: Eip6963Announcement): Connector {
  return {
    id: info.rdns,
    type: 'ANNOUNCED',
    name: info.name,
    namespace: 'eip155',
    rdns: info.rdns,
    imageUrl: info.icon,
    installed: true,
  }
}

function toAccounts(addresses: readonly string[]) {
  return addresses.map((address) => ({
    namespace: 'eip155' as const,
    address: getAddress(address),
    type: 'eoa' as const,
  }))
}

function toViemChain(network: CaipNetwork) {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
  })
}

/** The EIP-1193 code of a wallet error, wherever viem put it in the error's causes. */
function errorCode(error: unknown): number | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
  }
  return undefined
}

function toWalletError(method: string, cause: unknown): Error {
  if (errorCode(cause) === 4001)
    return new UserRejectedRequestError({ method, namespace: 'eip155', declinedIn: 'wallet', cause })
  return new WalletRequestError({ method, namespace: 'eip155', code: errorCode(cause), cause })
}

async function walletCall<T>(method: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toWalletError(method, error)
  }
}
