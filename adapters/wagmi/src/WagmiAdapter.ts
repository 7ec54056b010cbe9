import {
  type AccountRecord,
  type AdapterConnectResult,
  type AdapterContext,
  type AdapterEstimateGasRequest,
  type AdapterWriteContractRequest,
  type CaipNetwork,
  type ChainAdapter,
  ConnectorNotFoundError,
  type ConnectRequest,
  disconnect as disconnectKernel,
  type Connector as FoyerConnector,
  formatUnits,
  type Hex,
  InvalidOptionsError,
  type Kernel,
  type RpcRequest,
  type SwitchNetworkRequest,
  syncAccount,
} from '@foyer/core/eager'
import {
  BalanceUnavailableError,
  type Eip1193Provider,
  estimateEip1193Gas,
  injectedConnectorId,
  isEip1193Provider,
  NoWalletAccountsError,
  requestEip1193,
  sendContractCall,
  switchEip1193Chain,
  WalletNotAuthorizedError,
  WalletNotConnectedError,
} from '@foyer/shared-eip1193'
// `getAccount` and `watchAccount`: wagmi 2's names, which wagmi 3 keeps as aliases of `getConnection` and
// `watchConnection`, so one build of this adapter runs on both majors.
import {
  type Config,
  type Connector,
  connect,
  createConfig,
  disconnect,
  getAccount,
  getBalance,
  http,
  injected,
  reconnect,
  type Transport,
  watchAccount,
  watchConnectors,
} from '@wagmi/core'
import type { Chain } from 'viem'
import { isAuthConnector } from './authConnector.js'
import { encodeWagmiFunctionData } from './encodeWagmiFunctionData.js'
import { parseWagmiAdapterParameters, type WagmiAdapterParameters } from './parseWagmiAdapterParameters.js'
import { toFoyerConnector } from './toFoyerConnector.js'
import { toWagmiChain } from './toWagmiChain.js'

type Active = { connector: Connector; provider: Eip1193Provider }

/**
 * Foyer's eip155 adapter on wagmi. `new WagmiAdapter({ networks, projectId })` builds `wagmiConfig` (share it with
 * wagmi's `WagmiProvider`): the app's eip155 networks read over their own RPC URLs, the injected wallet and every
 * EIP-6963 wallet. Connecting, reconnecting, disconnecting and gas estimates go through @wagmi/core's actions;
 * contract writes are encoded with viem and sent through the kernel's guarded `eth_sendTransaction`; wallet-side
 * account and chain changes reach the kernel.
 */
export class WagmiAdapter implements ChainAdapter {
  readonly name = 'wagmi'
  readonly namespace = 'eip155' as const
  readonly adapterType = 'wagmi' as const
  readonly wagmiConfig: Config
  readonly projectId: string | undefined
  readonly #discoveryTimeout: number
  readonly #reconnectWaitMs: number
  #kernel: Kernel | undefined
  #active: Active | undefined
  readonly #wantsEmbeddedWallet: boolean

  constructor(parameters: WagmiAdapterParameters) {
    const options = parseWagmiAdapterParameters(parameters)
    const chains = options.networks.map(toWagmiChain) as [Chain, ...Chain[]]
    const transports: Record<number, Transport> = {}
    for (const chain of chains) {
      const custom = options.customRpcUrls?.[`eip155:${chain.id}`]?.[0]?.url
      transports[chain.id] = options.transports?.[chain.id] ?? http(custom ?? chain.rpcUrls.default.http[0])
    }
    this.wagmiConfig = createConfig({
      chains,
      transports,
      connectors: [
        injected(),
        ...(options.connectors ?? []).filter((connector) => !isAuthConnector(connector)),
      ],
      multiInjectedProviderDiscovery: options.multiInjectedProviderDiscovery,
      ssr: options.ssr,
      ...(options.storage ? { storage: options.storage } : {}),
    })
    this.projectId = options.projectId
    this.#wantsEmbeddedWallet = options.connectors?.some(isAuthConnector) ?? false
    this.#discoveryTimeout = options.discoveryTimeout
    this.#reconnectWaitMs = Math.max(options.discoveryTimeout, 5_000)
    // The kernel calls these detached from the instance.
    this.setup = this.setup.bind(this)
    this.connect = this.connect.bind(this)
    this.disconnect = this.disconnect.bind(this)
    this.switchNetwork = this.switchNetwork.bind(this)
    this.request = this.request.bind(this)
    this.getBalance = this.getBalance.bind(this)
    this.getProvider = this.getProvider.bind(this)
    this.estimateGas = this.estimateGas.bind(this)
    this.writeContract = this.writeContract.bind(this)
  }

  setup(context: AdapterContext): () => void {
    if (this.#wantsEmbeddedWallet && !context.kernel.options.plugins.some(({ name }) => name === 'socials'))
      throw new InvalidOptionsError({
        field: 'authConnector',
        details:
          "authConnector() needs the embedded wallet: add socials() from '@foyer/plugin-socials/react' to createAppKit's plugins.",
      })
    this.#kernel = context.kernel
    const config = this.wagmiConfig
    let generation = 0
    // Wallets plugins provide (the embedded wallet), each made a wagmi connector over its EIP-1193 provider.
    const provided = new Map<string, { connector: Connector; reported: FoyerConnector }>()
    const publish = async (connectors: readonly Connector[]) => {
      const current = ++generation
      const announced = config._internal.mipd?.getProviders() ?? []
      const reported: FoyerConnector[] = []
      for (const connector of connectors) {
        const own = provided.get(connector.id)
        if (own?.connector === connector) {
          reported.push(own.reported)
          continue
        }
        const detail = announced.find(({ info }) => info.rdns === connector.id)
        if (connector.id === injectedConnectorId) {
          // `window.ethereum` of a wallet that also announced itself by EIP-6963 is the same wallet: report it once.
          const provider = await connector.getProvider().catch(() => undefined)
          if (!provider || announced.some((entry) => entry.provider === provider)) continue
        }
        reported.push(toFoyerConnector(connector, detail?.info.rdns))
      }
      if (current === generation) context.setConnectors(reported)
    }
    const stopProvided = context.watchProvidedWallets('eip155', (wallets) => {
      const ids = new Set(wallets.map(({ connector }) => connector.id))
      const removed = [...provided].filter(([id]) => !ids.has(id)).map(([, entry]) => entry.connector)
      for (const { connector: reported, provider } of wallets) {
        if (provided.has(reported.id) || !isEip1193Provider(provider)) continue
        const target = {
          id: reported.id,
          name: reported.name,
          // wagmi types it as its full injected-wallet shape; it calls only request, on and removeListener.
          provider: provider as never,
          ...(reported.imageUrl ? { icon: reported.imageUrl } : {}),
        }
        const connector = config._internal.connectors.setup(injected({ target, shimDisconnect: false }))
        provided.set(reported.id, { connector, reported })
        config._internal.connectors.setState((current) => [...current, connector])
      }
      for (const connector of removed) provided.delete(connector.id)
      if (removed.length)
        config._internal.connectors.setState((current) => current.filter((entry) => !removed.includes(entry)))
    })
    void publish(config.connectors)
    const stopConnectors = watchConnectors(config, { onChange: (connectors) => void publish(connectors) })
    const stopConnection = watchAccount(config, {
      onChange: (connection) => {
        const kernel = this.#kernel
        if (!kernel || !this.#active) return
        if (connection.status === 'disconnected') {
          // The user disconnected from the wallet's side.
          this.#active = undefined
          void disconnectKernel(kernel, { namespace: 'eip155' }).catch(() => {})
          return
        }
        if (connection.status !== 'connected' || connection.connector.uid !== this.#active.connector.uid)
          return
        syncAccount(kernel, {
          namespace: 'eip155',
          address: connection.address,
          chainId: connection.chainId,
          accounts: toAccountRecords(connection.addresses),
        })
      },
    })
    return () => {
      stopProvided()
      stopConnectors()
      stopConnection()
      this.#active = undefined
    }
  }

  async connect({
    connectorId,
    network,
    reconnect: restoring,
  }: ConnectRequest): Promise<AdapterConnectResult> {
    const config = this.wagmiConfig
    const connector = await this.#findConnector(connectorId)
    if (!connector) throw new ConnectorNotFoundError({ connectorId })
    this.#active = undefined
    if (restoring) {
      const restored = await reconnect(config, { connectors: [connector] })
      if (
        !restored.some((connection) => connection.connector.id === connector.id) &&
        !(await this.#restoredByWagmi(connector))
      )
        throw new WalletNotAuthorizedError({ connectorId })
    } else if (config.state.current !== connector.uid) {
      await connect(config, { connector })
    }
    const provider = (await connector.getProvider()) as Eip1193Provider
    let connection = getAccount(config)
    if (!restoring && connection.chainId !== network.id && network.chainNamespace === 'eip155') {
      // As AppKit: move a fresh connection to the app's network; keep the wallet's on failure.
      await switchEip1193Chain(provider, network)
        .then(() => this.#waitForChain(network.id))
        .catch(() => {})
      connection = getAccount(config)
    }
    if (!connection.address || connection.chainId === undefined)
      throw new NoWalletAccountsError({ connectorId })
    this.#active = { connector, provider }
    return {
      address: connection.address,
      chainId: connection.chainId,
      accounts: toAccountRecords(connection.addresses ?? [connection.address]),
    }
  }

  async disconnect(): Promise<void> {
    const active = this.#active
    this.#active = undefined
    if (active) await disconnect(this.wagmiConfig, { connector: active.connector })
  }

  async switchNetwork({ network }: SwitchNetworkRequest): Promise<undefined> {
    if (network.chainNamespace !== 'eip155') return undefined
    const active = this.#active
    if (!active) throw new WalletNotConnectedError({ method: 'wallet_switchEthereumChain' })
    // By hand rather than wagmi's switchChain: a wallet that adds a chain without moving to it still gets there.
    await switchEip1193Chain(active.provider, network)
    await this.#waitForChain(network.id)
    return undefined
  }

  async request({ method, params }: Pick<RpcRequest, 'method' | 'params'>): Promise<unknown> {
    const provider = this.#active?.provider
    if (!provider) throw new WalletNotConnectedError({ method })
    return requestEip1193(provider, method, params)
  }

  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    try {
      const { value, decimals, symbol } = await getBalance(this.wagmiConfig, {
        address: address as `0x${string}`,
        chainId: Number(network.id),
      })
      return { balance: formatUnits(value, decimals), symbol }
    } catch (cause) {
      throw new BalanceUnavailableError({ network: network.caipNetworkId, cause })
    }
  }

  /** The connected wallet's `eth_estimateGas` for the call. */
  async estimateGas(request: AdapterEstimateGasRequest): Promise<bigint> {
    const provider = this.#active?.provider
    if (!provider) throw new WalletNotConnectedError({ method: 'eth_estimateGas' })
    return estimateEip1193Gas(provider, request)
  }

  /** Encodes the call with viem (loaded on first use); the kernel sends it. */
  async writeContract(request: AdapterWriteContractRequest): Promise<Hex> {
    if (!this.#active) throw new WalletNotConnectedError({ method: 'eth_sendTransaction' })
    return sendContractCall(request, encodeWagmiFunctionData)
  }

  /** The connected wallet's EIP-1193 provider. */
  getProvider(): Eip1193Provider | undefined {
    return this.#active?.provider
  }

  async #findConnector(connectorId: string): Promise<Connector | undefined> {
    const config = this.wagmiConfig
    const find = () => config.connectors.find((connector) => connector.id === connectorId)
    if (find()) return find()
    // A restore right after load can run before the wallet announced itself: wait a little for it.
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(), this.#discoveryTimeout)
      const stop = watchConnectors(config, { onChange: () => find() && finish() })
      const finish = () => {
        clearTimeout(timer)
        stop()
        resolve(find())
      }
    })
  }

  /**
   * wagmi's own reconnect (WagmiProvider runs one on mount, notably with `ssr: true` and cookie storage) makes a
   * second one answer nothing at once. Waits for it to settle, and tells whether it restored `connector`.
   */
  async #restoredByWagmi(connector: Connector): Promise<boolean> {
    const config = this.wagmiConfig
    const deadline = Date.now() + this.#reconnectWaitMs
    // wagmi's reconnect reports 'connecting' when its state had no current connection (ssr, before hydration).
    while (
      (config.state.status === 'reconnecting' || config.state.status === 'connecting') &&
      Date.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 20))
    const current = config.state.current ? config.state.connections.get(config.state.current) : undefined
    return config.state.status === 'connected' && current?.connector.id === connector.id
  }

  /** wagmi learns of the new chain from the wallet's chainChanged; wait until it has (wallets may not emit it). */
  async #waitForChain(chainId: number): Promise<void> {
    const config = this.wagmiConfig
    const deadline = Date.now() + 2000
    while (getAccount(config).chainId !== chainId && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10))
    const kernel = this.#kernel
    const connection = getAccount(config)
    if (kernel && connection.address)
      syncAccount(kernel, { namespace: 'eip155', address: connection.address, chainId })
  }
}

function toAccountRecords(addresses: readonly string[]): AccountRecord[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}
