import type {
  AdapterConnectResult,
  AdapterContext,
  AppKitNetwork,
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  Connector,
  ConnectRequest,
  RpcRequest,
  SwitchNetworkRequest,
} from '@foyer/core/eager'
import { getNamespaceOwners, toCaipNetwork } from '@foyer/core/eager'
import type { UniversalAdapterParameters } from './parseUniversalAdapterParameters.js'
import type { UniversalAdapter, WalletConnectPairing } from './UniversalAdapter.js'
import { walletConnectConnectorId, walletConnectNamespaces } from './walletConnectConnectorId.js'

// As the UniversalAdapter's own taps: before the other adapters', so WalletConnect connections reach it.
const earlyTap = { name: 'universal', stage: -10 }

/**
 * WalletConnect for `createAppKit` without a UniversalAdapter: AppKit's `projectId`-only setup and its basic mode (no
 * adapters). It offers WalletConnect where the UniversalAdapter would, and loads the UniversalAdapter's code (and
 * WalletConnect's) only when the user picks WalletConnect or a stored WalletConnect session is restored: until then
 * its weight on the page is this file, and nothing is contacted.
 */
export class LazyUniversalAdapter implements ChainAdapter {
  readonly name = 'universal'
  readonly adapterType = 'universal' as const
  readonly namespace: ChainNamespace
  readonly fallbackNamespaces: readonly ChainNamespace[]
  readonly networks: readonly CaipNetwork[]
  readonly #parameters: UniversalAdapterParameters
  readonly #load: () => Promise<typeof import('./UniversalAdapter.js')>
  #context: AdapterContext | undefined
  #adapter: Promise<UniversalAdapter> | undefined
  #loaded: UniversalAdapter | undefined
  #cleanup: (() => void) | undefined
  readonly #pairingListeners = new Set<(pairing: WalletConnectPairing | undefined) => void>()

  constructor(
    parameters: UniversalAdapterParameters,
    load: () => Promise<typeof import('./UniversalAdapter.js')> = () => import('./UniversalAdapter.js'),
  ) {
    this.#parameters = parameters
    this.#load = load
    this.networks = parameters.networks
      .map((network: AppKitNetwork) => toCaipNetwork(network))
      .filter((network) => (walletConnectNamespaces as readonly string[]).includes(network.chainNamespace))
    const namespaces = [...new Set(this.networks.map((network) => network.chainNamespace))]
    this.namespace = namespaces[0] as ChainNamespace
    this.fallbackNamespaces = namespaces.slice(1)
    this.setup = this.setup.bind(this)
    this.connect = this.connect.bind(this)
    this.disconnect = this.disconnect.bind(this)
    this.switchNetwork = this.switchNetwork.bind(this)
    this.request = this.request.bind(this)
    this.getBalance = this.getBalance.bind(this)
    this.getProvider = this.getProvider.bind(this)
  }

  /** Whether the UniversalAdapter's code has been loaded (WalletConnect was picked or a session restored). */
  get loaded(): boolean {
    return this.#loaded !== undefined
  }

  setup(context: AdapterContext): () => void {
    this.#context = context
    const { kernel } = context
    const served = [this.namespace, ...this.fallbackNamespaces].filter(
      (namespace) => namespace && getNamespaceOwners(kernel.adapters, namespace).length > 0,
    )
    const connectors: Connector[] = kernel.options.enableWalletConnect
      ? served.map((namespace) => ({
          id: walletConnectConnectorId,
          type: 'WALLET_CONNECT',
          name: 'WalletConnect',
          namespace,
        }))
      : []
    context.setConnectors(connectors)
    // Once loaded, the UniversalAdapter's own taps (added after this one) answer: this one lets them.
    context.hooks.connect.tapPromise(earlyTap, async (request) => {
      if (
        this.#loaded ||
        request.connectorId !== walletConnectConnectorId ||
        !served.includes(request.namespace)
      )
        return undefined
      const adapter = await this.#adapterLoaded()
      const result = await adapter.connect(request)
      return { ...result, namespace: request.namespace, connectorId: walletConnectConnectorId }
    })
    return () => {
      this.#cleanup?.()
      this.#cleanup = undefined
    }
  }

  async connect(request: ConnectRequest): Promise<AdapterConnectResult> {
    return (await this.#adapterLoaded()).connect(request)
  }

  async disconnect(request: { namespace: ChainNamespace }): Promise<void> {
    await this.#loaded?.disconnect(request)
  }

  async switchNetwork(request: SwitchNetworkRequest): Promise<undefined> {
    return (await this.#adapterLoaded()).switchNetwork(request)
  }

  async request(rpc: RpcRequest): Promise<unknown> {
    return (await this.#adapterLoaded()).request(rpc)
  }

  async getBalance(request: { address: string; network: CaipNetwork }) {
    return (await this.#adapterLoaded()).getBalance(request)
  }

  getProvider(): unknown {
    return this.#loaded?.getProvider()
  }

  /** The pairing URI on offer, while a connection waits for a wallet (as the UniversalAdapter's). */
  getPairing(): WalletConnectPairing | undefined {
    return this.#loaded?.getPairing()
  }

  /** Calls `listener` with each new pairing URI, and `undefined` when the wait ends (for headless connect UIs). */
  watchPairing(listener: (pairing: WalletConnectPairing | undefined) => void): () => void {
    this.#pairingListeners.add(listener)
    return () => this.#pairingListeners.delete(listener)
  }

  /** The UniversalAdapter, loaded and set up on the kernel this adapter serves (once). */
  #adapterLoaded(): Promise<UniversalAdapter> {
    this.#adapter ??= this.#load().then(
      ({ UniversalAdapter }) => {
        const context = this.#context
        const adapter = new UniversalAdapter(this.#parameters)
        adapter.watchPairing((pairing) => {
          for (const listener of [...this.#pairingListeners]) listener(pairing)
        })
        if (context) {
          const cleanup = adapter.setup(context)
          this.#cleanup = cleanup
        }
        this.#loaded = adapter
        return adapter
      },
      (error: unknown) => {
        this.#adapter = undefined
        throw error
      },
    )
    return this.#adapter
  }
}
