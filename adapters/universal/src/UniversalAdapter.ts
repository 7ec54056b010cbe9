import {
  type AdapterConnectResult,
  type AdapterContext,
  type AppKitNetwork,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  type Connector,
  ConnectorNotFoundError,
  type ConnectRequest,
  connect as connectKernel,
  createJsonRpcTransport,
  disconnect as disconnectKernel,
  formatUnits,
  getNamespaceOwners,
  type Kernel,
  type RpcRequest,
  replaceView,
  type SwitchNetworkRequest,
  syncAccount,
  toCaipNetwork,
  UserRejectedRequestError,
  WalletRequestError,
} from '@foyer/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import { buildSessionNamespaces } from './buildSessionNamespaces.js'
import { configureVerify } from './configureVerify.js'
import {
  ConnectionDeclinedError,
  PairingCancelledError,
  WalletConnectInitError,
  WalletConnectNotConnectedError,
  WalletConnectRelayUnreachableError,
  WalletConnectSessionNotFoundError,
} from './errors.js'
import {
  getApprovedChainId,
  getSessionAccount,
  isChainApproved,
  type SessionNamespaces,
} from './getSessionAccount.js'
import { getPairingExpiry, msUntilPairingExpired } from './pairingExpiry.js'
import {
  type ParsedUniversalAdapterParameters,
  parseUniversalAdapterParameters,
  type UniversalAdapterParameters,
} from './parseUniversalAdapterParameters.js'
import { toChecksumAddress } from './toChecksumAddress.js'
import { walletConnectCloudRelayUrl, walletConnectConnectorId } from './walletConnectConnectorId.js'
import { isWalletConnectNamespace, type WalletConnectNamespace } from './walletConnectMethods.js'

export { walletConnectCloudRelayUrl, walletConnectConnectorId }

/** The pairing on offer: the `wc:` URI a wallet scans, and when it expires (ms since the epoch). */
export type WalletConnectPairing = { uri: string; expiresAt: number }

type Session = NonNullable<UniversalProvider['session']>
type SessionEvent = { params: { chainId: string; event: { name: string; data: unknown } } }

const walletConnectViews = new Set<string>(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])
// Before the adapters' own taps (stage 0), so WalletConnect connections reach this adapter whatever the order.
const earlyTap = { name: 'universal', stage: -10 }

/**
 * Foyer's WalletConnect adapter, on `@walletconnect/universal-provider`. One session covers every namespace of the
 * app's networks that WalletConnect serves (eip155, solana, bip122). Nothing is loaded or contacted until the user
 * chooses WalletConnect (or a reload restores a WalletConnect session). The pairing URI reaches the
 * `ConnectingWalletConnect` view through its router data (`uri`, `expiresAt`) and `watchPairing` for headless apps;
 * it is renewed when under 10 s of its 4 minutes remain, as long as the view shows it.
 */
export class UniversalAdapter implements ChainAdapter {
  readonly name = 'universal'
  readonly adapterType = 'universal' as const
  /** The first namespace of the app's networks that WalletConnect serves; the kernel routes it here. */
  readonly namespace: ChainNamespace
  /** The others: the kernel routes each here when no other adapter owns it (the adapter used alone, say). */
  readonly fallbackNamespaces: readonly ChainNamespace[]
  /** Every namespace a session is asked for. */
  readonly namespaces: readonly WalletConnectNamespace[]
  readonly networks: readonly CaipNetwork[]
  /** The relay WalletConnect meets wallets on (WalletConnect's public relay unless `relayUrl` names another). */
  readonly relayUrl: string
  readonly #options: ParsedUniversalAdapterParameters
  #kernel: Kernel | undefined
  #provider: Promise<UniversalProvider> | undefined
  #ready: UniversalProvider | undefined
  #pairing: WalletConnectPairing | undefined
  readonly #pairingListeners = new Set<(pairing: WalletConnectPairing | undefined) => void>()
  #cancelPairing: (() => void) | undefined
  #releasing: Promise<void> | undefined

  constructor(parameters: UniversalAdapterParameters) {
    this.#options = parseUniversalAdapterParameters(parameters)
    this.relayUrl = this.#options.relayUrl
    this.networks = parameters.networks
      .map((network: AppKitNetwork) => toCaipNetwork(network))
      .filter((network) => isWalletConnectNamespace(network.chainNamespace))
    this.namespaces = [...new Set(this.networks.map((network) => network.chainNamespace))].filter(
      isWalletConnectNamespace,
    )
    this.namespace = this.namespaces[0] as ChainNamespace
    this.fallbackNamespaces = this.namespaces.slice(1)
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
    const kernel = context.kernel
    this.#kernel = kernel
    // A namespace no adapter owns cannot be connected through the kernel, so WalletConnect is offered where one does.
    const served = this.namespaces.filter(
      (namespace) => getNamespaceOwners(kernel.adapters, namespace).length > 0,
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

    const { hooks } = context
    hooks.connect.tapPromise(earlyTap, async (request) => {
      if (request.connectorId !== walletConnectConnectorId || !this.#serves(request.namespace))
        return undefined
      const result = await this.#connect(request)
      return { ...result, namespace: request.namespace, connectorId: walletConnectConnectorId }
    })
    hooks.switchNetwork.tapPromise(earlyTap, async (request) =>
      this.#isConnectedThroughSession(request.network.chainNamespace)
        ? ((await this.#switchNetwork(request)) ?? true)
        : undefined,
    )
    // Plugins only observe `rpcRequest`; the adapters answer it through the kernel's own hook.
    context.tapRpcAnswer(earlyTap, async (rpc) =>
      this.#isConnectedThroughSession(rpc.namespace) ? { result: await this.#request(rpc) } : undefined,
    )
    hooks.disconnect.tapPromise(earlyTap, async ({ namespace }) => {
      // The adapter's own `disconnect` answers for the namespaces it owns.
      const owners = getNamespaceOwners(kernel.adapters, namespace)
      if (!owners.some((owner) => owner.name === this.name)) await this.#release(namespace)
    })
    return () => {
      this.#cancelPairing?.()
      const provider = this.#ready
      this.#ready = undefined
      this.#provider = undefined
      if (provider) closeProvider(provider)
    }
  }

  /** The connector the kernel routes here for a namespace this adapter owns: only WalletConnect's is this adapter's. */
  async connect(request: ConnectRequest): Promise<AdapterConnectResult> {
    if (request.connectorId !== walletConnectConnectorId)
      throw new ConnectorNotFoundError({ connectorId: request.connectorId })
    return this.#connect(request)
  }

  async disconnect({ namespace }: { namespace: ChainNamespace }): Promise<void> {
    await this.#release(namespace)
  }

  async switchNetwork(request: SwitchNetworkRequest): Promise<undefined> {
    if (!this.#isConnectedThroughSession(request.network.chainNamespace))
      throw new WalletConnectNotConnectedError({
        namespace: request.network.chainNamespace,
        method: 'switchNetwork',
      })
    return this.#switchNetwork(request)
  }

  async request(rpc: RpcRequest): Promise<unknown> {
    if (!this.#isConnectedThroughSession(rpc.namespace))
      throw new WalletConnectNotConnectedError({ namespace: rpc.namespace, method: rpc.method })
    return this.#request(rpc)
  }

  /** The native balance, read from the network's own RPC URL (eip155 and solana). */
  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    const transport = createJsonRpcTransport(network.rpcUrls.default.http[0])
    const { decimals, symbol } = network.nativeCurrency
    if (network.chainNamespace === 'eip155') {
      const wei = await transport.request<string>({ method: 'eth_getBalance', params: [address, 'latest'] })
      return { balance: formatUnits(BigInt(wei), decimals), symbol }
    }
    if (network.chainNamespace === 'solana') {
      const { value } = await transport.request<{ value: number }>({
        method: 'getBalance',
        params: [address],
      })
      return { balance: formatUnits(BigInt(value), decimals), symbol }
    }
    throw new WalletConnectNotConnectedError({ namespace: network.chainNamespace, method: 'getBalance' })
  }

  /** The `UniversalProvider` while a session is live (`useAppKitProvider`), else `undefined`. */
  getProvider(): UniversalProvider | undefined {
    return this.#ready?.session ? this.#ready : undefined
  }

  /** The pairing URI on offer, while a connection waits for a wallet. */
  getPairing(): WalletConnectPairing | undefined {
    return this.#pairing
  }

  /** Calls `listener` with each new pairing URI, and with `undefined` when the wait ends. */
  watchPairing(listener: (pairing: WalletConnectPairing | undefined) => void): () => void {
    this.#pairingListeners.add(listener)
    return () => this.#pairingListeners.delete(listener)
  }

  #serves(namespace: ChainNamespace): boolean {
    return (this.namespaces as readonly string[]).includes(namespace)
  }

  #isConnectedThroughSession(namespace: ChainNamespace): boolean {
    const account = this.#kernel?.store.getState().accounts[namespace]
    return (
      this.#serves(namespace) &&
      account?.connectorId === walletConnectConnectorId &&
      account.status !== 'disconnected'
    )
  }

  #getProvider(): Promise<UniversalProvider> {
    this.#provider ??= this.#initProvider().catch((cause: unknown) => {
      this.#provider = undefined
      throw new WalletConnectInitError({ relayUrl: this.#options.relayUrl, cause })
    })
    return this.#provider
  }

  async #initProvider(): Promise<UniversalProvider> {
    const kernel = this.#kernel
    const options = this.#options
    const { UniversalProvider } = await import('@walletconnect/universal-provider')
    const source = options.metadata ??
      kernel?.options.metadata ?? {
        name: 'Foyer',
        description: '',
        url: globalThis.location?.origin ?? '',
        icons: [],
      }
    // WalletConnect writes into the metadata it is given; the kernel's options are frozen, so it gets a copy.
    const metadata = { ...source, icons: [...(source.icons ?? [])] }
    const provider = await UniversalProvider.init({
      relayUrl: options.relayUrl,
      projectId: options.projectId ?? kernel?.options.projectId ?? 'foyer',
      metadata,
      logger: 'silent',
      telemetryEnabled: false,
      disableProviderPing: true,
      ...(options.storage ? { storage: options.storage as never } : {}),
      ...(options.customStoragePrefix ? { customStoragePrefix: options.customStoragePrefix } : {}),
    })
    try {
      configureVerify(provider.client.core.verify, {
        verifyUrl: options.verifyUrl,
        relayUrl: options.relayUrl,
        devnet: options.devnet,
      })
    } catch (error) {
      closeProvider(provider)
      throw error
    }
    this.#listen(provider)
    this.#ready = provider
    return provider
  }

  #listen(provider: UniversalProvider): void {
    provider.on('session_delete', () => this.#onSessionEnded())
    provider.on('session_event', (event: SessionEvent) => this.#onSessionEvent(event))
    provider.on('session_update', () => {
      const session = provider.session
      if (session) this.#syncSession(session)
    })
  }

  async #connect({ namespace, network, reconnect }: ConnectRequest): Promise<AdapterConnectResult> {
    // The relay must answer in time: the provider starting (or restoring) and the first pairing URI share one deadline.
    const deadline = Date.now() + this.#options.pairingTimeoutMs
    const provider = await this.#getProviderBy(deadline)
    const existing = provider.session
    const restored =
      existing &&
      getSessionAccount(existing.namespaces, namespace, getApprovedChainId(existing.namespaces, network))
    if (restored) {
      if (existing) provider.setDefaultChain(`${namespace}:${restored.chainId}`)
      return restored
    }
    if (reconnect) throw new WalletConnectSessionNotFoundError({ namespace })
    const session = await this.#pair(provider, network, deadline)
    const account = getSessionAccount(
      session.namespaces,
      namespace,
      getApprovedChainId(session.namespaces, network),
    )
    if (!account) throw new WalletConnectNotConnectedError({ namespace, method: 'connect' })
    provider.setDefaultChain(`${namespace}:${account.chainId}`)
    this.#connectOtherNamespaces(session, namespace)
    return account
  }

  /** The provider, if it starts before `deadline`; else the half-started one is dropped so a retry starts afresh. */
  async #getProviderBy(deadline: number): Promise<UniversalProvider> {
    const starting = this.#getProvider()
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.#relayUnreachable()), Math.max(0, deadline - Date.now()))
    })
    try {
      return await Promise.race([starting, late])
    } catch (error) {
      if (error instanceof WalletConnectRelayUnreachableError) this.#dropProvider(starting)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  /** Forgets a provider that never got through to the relay, and closes it whenever it does start. */
  #dropProvider(starting: Promise<UniversalProvider>): void {
    if (this.#provider !== starting) return
    this.#provider = undefined
    starting.then(
      (provider) => {
        if (this.#ready === provider && !provider.session) this.#ready = undefined
        if (this.#ready !== provider) closeProvider(provider)
      },
      () => {},
    )
  }

  #relayUnreachable(): WalletConnectRelayUnreachableError {
    return new WalletConnectRelayUnreachableError({
      relayUrl: this.#options.relayUrl,
      timeoutMs: this.#options.pairingTimeoutMs,
    })
  }

  /**
   * Offers pairing URIs until a wallet approves: a new one when the current one expires, as long as the
   * WalletConnect view still shows it (or forever for a headless connect). Leaving the view cancels.
   */
  #pair(provider: UniversalProvider, network: CaipNetwork, deadline: number): Promise<Session> {
    const kernel = this.#kernel
    const optionalNamespaces = buildSessionNamespaces(this.networks, network)
    const viewBound = kernel ? isOnWalletConnectView(kernel) : false
    let generation = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    this.#cancelPairing?.()
    return new Promise<Session>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer)
        provider.off('display_uri', onUri)
        stopWatching?.()
        if (this.#cancelPairing === cancel) this.#cancelPairing = undefined
        this.#setPairing(undefined)
      }
      const cancel = () => {
        finish()
        reject(new PairingCancelledError())
      }
      // Until the relay hands over the first URI; then the pairing's own expiry takes over.
      timer = setTimeout(
        () => {
          finish()
          if (!provider.session && this.#provider) this.#dropProvider(this.#provider)
          reject(this.#relayUnreachable())
        },
        Math.max(0, deadline - Date.now()),
      )
      const onUri = (uri: string) => {
        const expiresAt = getPairingExpiry(Date.now(), this.#options.pairingLifetimeMs)
        this.#setPairing({ uri, expiresAt })
        clearTimeout(timer)
        timer = setTimeout(() => {
          if (viewBound && kernel && !isOnWalletConnectView(kernel)) cancel()
          else start()
        }, msUntilPairingExpired(expiresAt))
      }
      const start = () => {
        const current = ++generation
        provider.connect({ optionalNamespaces }).then(
          (session) => {
            // A wallet may approve an earlier URI just as a new one replaced it: any approval connects.
            if (!session) return
            finish()
            resolve(session)
          },
          (cause: unknown) => {
            if (current !== generation) return
            finish()
            reject(toProposalError(cause))
          },
        )
      }
      const stopWatching =
        viewBound && kernel
          ? kernel.store.subscribe((state) => {
              if (!state.router.open || !walletConnectViews.has(state.router.view)) cancel()
            })
          : undefined
      this.#cancelPairing = cancel
      provider.on('display_uri', onUri)
      start()
    })
  }

  #setPairing(pairing: WalletConnectPairing | undefined): void {
    this.#pairing = pairing
    for (const listener of [...this.#pairingListeners]) listener(pairing)
    const kernel = this.#kernel
    if (!pairing || !kernel || !isOnWalletConnectView(kernel)) return
    const { router } = kernel.store.getState()
    replaceView(kernel, router.view, { ...router.history.at(-1)?.data, ...pairing })
  }

  /** A session approved for more namespaces than the one asked connects those too (where an adapter owns them). */
  #connectOtherNamespaces(session: Session, asked: ChainNamespace): void {
    const kernel = this.#kernel
    if (!kernel) return
    for (const namespace of this.namespaces) {
      if (namespace === asked || !getSessionAccount(session.namespaces, namespace)) continue
      if (!getNamespaceOwners(kernel.adapters, namespace).length) continue
      if (kernel.store.getState().accounts[namespace]?.status === 'connected') continue
      setTimeout(() => {
        connectKernel(kernel, { namespace, connectorId: walletConnectConnectorId }).catch(() => {})
      }, 0)
    }
  }

  async #switchNetwork({ network }: SwitchNetworkRequest): Promise<undefined> {
    const provider = await this.#getProvider()
    const session = provider.session
    const namespace = network.chainNamespace
    if (!session) throw new WalletConnectNotConnectedError({ namespace, method: 'switchNetwork' })
    if (namespace === 'eip155') {
      const current = this.#kernel?.store.getState().network.active.eip155
      const chain = current?.caipNetworkId ?? network.caipNetworkId
      const chainId = `0x${Number(network.id).toString(16)}`
      // The provider switches to a chain the session approved without telling the wallet; a wallet that takes
      // `wallet_switchEthereumChain` is asked, so it follows (or refuses) as with an injected wallet.
      const askWallet = session.namespaces.eip155?.methods.includes('wallet_switchEthereumChain')
      const send = (method: string, params: unknown[]) =>
        askWallet
          ? provider.client.request({ topic: session.topic, chainId: chain, request: { method, params } })
          : provider.request({ method, params }, chain)
      try {
        await send('wallet_switchEthereumChain', [{ chainId }])
      } catch (cause) {
        if (getErrorCode(cause) !== 4902) throw toRequestError('wallet_switchEthereumChain', namespace, cause)
        await send('wallet_addEthereumChain', [toAddEthereumChain(network, chainId)]).catch(
          (addCause: unknown) => {
            throw toRequestError('wallet_addEthereumChain', namespace, addCause)
          },
        )
      }
    } else if (!isChainApproved(session.namespaces, getApprovedChainId(session.namespaces, network))) {
      throw new WalletConnectNotConnectedError({
        namespace,
        method: `switchNetwork to ${network.caipNetworkId}`,
      })
    }
    const chain = getApprovedChainId(session.namespaces, network)
    provider.setDefaultChain(chain, network.rpcUrls.default.http[0])
    const account = getSessionAccount(provider.session?.namespaces ?? {}, namespace, chain)
    const kernel = this.#kernel
    if (kernel && account) syncAccount(kernel, { namespace, address: account.address, chainId: network.id })
    return undefined
  }

  async #request({ method, params, namespace, network }: RpcRequest): Promise<unknown> {
    const provider = await this.#getProvider()
    const session = provider.session
    if (!session) throw new WalletConnectNotConnectedError({ namespace, method })
    const chain = network
      ? getApprovedChainId(session.namespaces, network)
      : `${namespace}:${getSessionAccount(session.namespaces, namespace)?.chainId}`
    try {
      return await provider.request(
        { method, ...(params === undefined ? {} : { params: params as object }) },
        chain,
      )
    } catch (cause) {
      throw toRequestError(method, namespace, cause)
    }
  }

  /** Lets go of `namespace`; the session itself ends when no namespace uses it any more. */
  async #release(namespace: ChainNamespace): Promise<void> {
    const kernel = this.#kernel
    if (!kernel || !this.#isConnectedThroughSession(namespace)) return
    const others = this.namespaces.filter(
      (each) => each !== namespace && this.#isConnectedThroughSession(each),
    )
    if (others.length) return
    const provider = this.#ready
    if (!provider?.session) return
    this.#releasing ??= provider.disconnect().finally(() => {
      this.#releasing = undefined
    })
    await this.#releasing
  }

  /** The wallet ended the session: every namespace connected through it disconnects. */
  #onSessionEnded(): void {
    const kernel = this.#kernel
    if (!kernel) return
    for (const namespace of this.namespaces) {
      if (this.#isConnectedThroughSession(namespace))
        void disconnectKernel(kernel, { namespace }).catch(() => {})
    }
  }

  #onSessionEvent({ params }: SessionEvent): void {
    const kernel = this.#kernel
    const [namespace] = params.chainId.split(':') as [ChainNamespace]
    if (!kernel || !this.#isConnectedThroughSession(namespace)) return
    const { name, data } = params.event
    const account = kernel.store.getState().accounts[namespace]
    if (name === 'accountsChanged' && Array.isArray(data)) {
      const address = data.map((each) => String(each).split(':').at(-1)).find(Boolean)
      syncAccount(kernel, {
        namespace,
        address: address && namespace === 'eip155' ? toChecksumAddress(address) : address,
      })
    } else if (name === 'chainChanged' && account?.address) {
      const reference = toChainReference(data)
      if (reference !== undefined)
        syncAccount(kernel, {
          namespace,
          address: account.address,
          chainId: namespace === 'eip155' ? Number(reference) : reference,
        })
    }
  }

  #syncSession(session: Session): void {
    const kernel = this.#kernel
    if (!kernel) return
    for (const namespace of this.namespaces) {
      if (!this.#isConnectedThroughSession(namespace)) continue
      const active = kernel.store.getState().network.active[namespace]
      const account = getSessionAccount(
        session.namespaces as SessionNamespaces,
        namespace,
        active?.caipNetworkId,
      )
      syncAccount(kernel, {
        namespace,
        address: account?.address,
        ...(account ? { chainId: account.chainId, accounts: account.accounts ?? [] } : {}),
      })
    }
  }
}

function isOnWalletConnectView(kernel: Kernel): boolean {
  const { router } = kernel.store.getState()
  return router.open && walletConnectViews.has(router.view)
}

function closeProvider(provider: UniversalProvider): void {
  const core = provider.client?.core
  core?.heartbeat.stop()
  void core?.relayer.transportClose().catch(() => {})
}

function getErrorCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'number' ? code : undefined
}

/** WalletConnect's rejection codes (5000-5002: user rejected, rejected chains, rejected methods) and EIP-1193's 4001. */
function isRejection(error: unknown): boolean {
  const code = getErrorCode(error)
  return code === 4001 || (code !== undefined && code >= 5000 && code <= 5002)
}

function toProposalError(cause: unknown): Error {
  if (isRejection(cause)) return new ConnectionDeclinedError({ cause })
  return new WalletRequestError({ method: 'wc_sessionPropose', cause, via: 'WalletConnect' })
}

function toRequestError(method: string, namespace: string, cause: unknown): Error {
  if (isRejection(cause))
    return new UserRejectedRequestError({ method, namespace, declinedIn: 'wallet', cause })
  return new WalletRequestError({ method, namespace, cause, via: 'WalletConnect' })
}

/** `1`, `'0x1'`, `'1'` or `'eip155:1'` give `'1'`. */
function toChainReference(data: unknown): string | undefined {
  if (typeof data === 'number') return String(data)
  if (typeof data !== 'string' || !data) return undefined
  if (/^0x[0-9a-f]+$/i.test(data)) return String(Number.parseInt(data, 16))
  return data.split(':').at(-1)
}

function toAddEthereumChain(network: CaipNetwork, chainId: string) {
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
  }
}
