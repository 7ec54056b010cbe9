import {
  type AccountRecord,
  type AdapterConnectResult,
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  ConnectorNotFoundError,
  type ConnectRequest,
  disconnect as disconnectKernel,
  formatUnits,
  type Kernel,
  parseWithSchema,
  type RpcRequest,
  type SwitchNetworkRequest,
  syncAccount,
} from '@foyer/core/eager'
import * as z from 'zod/mini'
import {
  InvalidPolkadotRequestError,
  InvalidPolkadotWalletResponseError,
  PolkadotMethodNotSupportedError,
  PolkadotNoAccountsError,
  PolkadotNoChainError,
  PolkadotTransferFailedError,
  PolkadotWalletNotConnectedError,
  toPolkadotWalletError,
} from './errors.js'
import { injectedAccountsSchema, injectedSchema, signerResultSchema } from './extensionSchemas.js'

/** Where extensions register: `window.injectedWeb3[name] = { version, enable(origin) }`. */
export type PolkadotInjectionTarget = { injectedWeb3?: Record<string, unknown> | undefined }

export type PolkadotAdapterParameters = {
  /** The dapp name extensions show when asked to allow it (`enable(appName)`). Default `'Foyer'`. */
  appName?: string | undefined
  /** Where extensions live. Default the page's `window`. */
  window?: PolkadotInjectionTarget | undefined
  /**
   * Reads a native balance (in planck). Without one, the adapter reads `System.Account` through `@polkadot/api` from
   * the network's RPC URL (`rpcUrls.default.webSocket`, else its `http` URL as `ws`).
   */
  getBalance?: ((request: { address: string; network: CaipNetwork }) => Promise<bigint>) | undefined
}

const parametersSchema = z.optional(
  z.object({
    appName: z.optional(z.string().check(z.minLength(1))),
    window: z.optional(
      z.custom<PolkadotInjectionTarget>((value) => typeof value === 'object' && value !== null),
    ),
    getBalance: z.optional(
      z.custom<NonNullable<PolkadotAdapterParameters['getBalance']>>((value) => typeof value === 'function'),
    ),
  }),
)

const knownExtensions: Record<string, string> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'foyer-dev': 'Foyer Dev Wallet',
}

type Injected = z.output<typeof injectedSchema>
type Active = {
  connector: Connector
  injected: Injected
  address: string
  addresses: string[]
  detach(): void
}

const signMessageSchema = z.looseObject({ address: z.optional(z.string()), message: z.string() })
const signTransactionSchema = z.looseObject({
  address: z.optional(z.string()),
  transactionPayload: z.looseObject({}),
})
/** WalletConnect's bip122 `sendTransfer` params, which the kernel's guard allows for polkadot too. */
const transferSchema = z.looseObject({
  account: z.optional(z.string()),
  recipientAddress: z.string().check(z.minLength(1)),
  /** Planck, as a decimal string. */
  amount: z.string().check(z.regex(/^\d+$/)),
})

/** The chain code on `@polkadot/api`: loaded with the first balance read or transfer, never with the page. */
const loadChain = () => import('./polkadotChain.js')

/**
 * Foyer's Polkadot adapter: lists the extensions in `window.injectedWeb3` (polkadot.js, Talisman, SubWallet, ...),
 * connects through the extension-dapp protocol (`enable(appName)`, `accounts.get/subscribe`), signs raw messages
 * (`polkadot_signMessage`) and payloads (`polkadot_signTransaction`) with the extension's signer, and follows account
 * changes. Balances come from the `getBalance` reader the app passes; there is none by default (no chain offline).
 */
export class PolkadotAdapter implements ChainAdapter {
  readonly name = 'polkadot'
  readonly namespace = 'polkadot' as const
  readonly adapterType = 'polkadot' as const
  readonly #appName: string
  readonly #window: PolkadotInjectionTarget | undefined
  readonly #readBalance: PolkadotAdapterParameters['getBalance']
  #kernel: Kernel | undefined
  #active: Active | undefined

  constructor(parameters?: PolkadotAdapterParameters) {
    const options = parseWithSchema(parametersSchema, parameters, 'options for PolkadotAdapter')
    this.#appName = options?.appName ?? 'Foyer'
    this.#window = parameters?.window ?? (globalThis as { window?: PolkadotInjectionTarget }).window
    this.#readBalance = parameters?.getBalance
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
    const publish = () => context.setConnectors(this.#connectors())
    publish()
    // Extensions inject on load without an event: look again shortly after.
    const timer = setTimeout(publish, 500)
    return () => {
      clearTimeout(timer)
      this.#release()
    }
  }

  async connect({ connectorId, network, reconnect }: ConnectRequest): Promise<AdapterConnectResult> {
    const connector = this.#connectors().find((entry) => entry.id === connectorId)
    const extension = connector && this.#window?.injectedWeb3?.[connector.id.slice('polkadot:'.length)]
    const enable = (extension as { enable?: unknown } | undefined)?.enable
    if (!connector || typeof enable !== 'function') throw new ConnectorNotFoundError({ connectorId })
    let answer: unknown
    try {
      answer = await enable.call(extension, this.#appName)
    } catch (cause) {
      throw toPolkadotWalletError('enable', cause)
    }
    const injected = injectedSchema.safeParse(answer)
    if (!injected.success)
      throw new InvalidPolkadotWalletResponseError({ method: 'enable', error: injected.error })
    const addresses = await readAccounts(() => injected.data.accounts.get())
    const [address] = addresses
    if (!address)
      throw new PolkadotNoAccountsError({ connectorId: reconnect ? `${connectorId} (restore)` : connectorId })
    this.#release()
    const active: Active = { connector, injected: injected.data, address, addresses, detach: () => {} }
    const stop = injected.data.accounts.subscribe?.((next) => this.#onAccounts(active, next))
    active.detach = () => {
      if (typeof stop === 'function') stop()
    }
    this.#active = active
    return { address, chainId: network.caipNetworkId, accounts: toAccountRecords(addresses) }
  }

  async disconnect(): Promise<void> {
    // Extensions have no "disconnect": the adapter stops listening and forgets the signer.
    this.#release()
  }

  async switchNetwork({ network }: SwitchNetworkRequest): Promise<undefined> {
    if (network.chainNamespace !== 'polkadot') return undefined
    const active = this.#active
    if (!active) throw new PolkadotWalletNotConnectedError({ method: 'switchNetwork' })
    if (this.#kernel)
      syncAccount(this.#kernel, {
        namespace: 'polkadot',
        address: active.address,
        chainId: network.caipNetworkId,
      })
    return undefined
  }

  /**
   * `polkadot_signMessage` `{ address?, message }` and `polkadot_signTransaction` `{ address?, transactionPayload }`
   * answer `{ signature }`; `estimateTransferFee` `{ account?, recipientAddress, amount }` answers `{ fee }` and
   * `sendTransfer` (the same params as WalletConnect's bip122 method; planck as decimal strings) signs
   * `balances.transferKeepAlive` with the extension and answers `{ hash, blockHash }` once it is in a block, on the
   * request's network.
   */
  async request({
    method,
    params,
    network,
  }: Pick<RpcRequest, 'method' | 'params'> & { network?: CaipNetwork | undefined }): Promise<unknown> {
    const active = this.#active
    if (!active) throw new PolkadotWalletNotConnectedError({ method })
    const parse = <T extends z.ZodMiniType>(schema: T): z.output<T> => {
      const result = schema.safeParse(params)
      if (!result.success) throw new InvalidPolkadotRequestError({ method, error: result.error })
      return result.data
    }
    if (method === 'polkadot_signMessage') {
      const { address, message } = parse(signMessageSchema)
      const data = /^0x([0-9a-fA-F]{2})*$/.test(message) ? message : toHex(new TextEncoder().encode(message))
      return this.#sign(active, 'signRaw', { address: address ?? active.address, data, type: 'bytes' })
    }
    if (method === 'polkadot_signTransaction') {
      const { address, transactionPayload } = parse(signTransactionSchema)
      return this.#sign(active, 'signPayload', { ...transactionPayload, address: address ?? active.address })
    }
    if (method === 'estimateTransferFee' || method === 'sendTransfer') {
      const { account, recipientAddress: to, amount } = parse(transferSchema)
      const url = this.#rpcUrl(network ?? this.#activeNetwork())
      if (!url) throw new PolkadotNoChainError({ network: network?.caipNetworkId ?? 'polkadot' })
      const chain = await loadChain()
      const transfer = { from: account ?? active.address, to, amount: BigInt(amount) }
      if (method === 'estimateTransferFee')
        return { fee: (await chain.estimateTransferFee(url, transfer)).toString() }
      const signer = active.injected.signer as Parameters<typeof chain.sendTransfer>[1]['signer']
      let result: Awaited<ReturnType<typeof chain.sendTransfer>>
      try {
        result = await chain.sendTransfer(url, { ...transfer, signer })
      } catch (cause) {
        throw toPolkadotWalletError('signPayload', cause)
      }
      if (result.error) throw new PolkadotTransferFailedError({ hash: result.hash, error: result.error })
      return { hash: result.hash, blockHash: result.blockHash }
    }
    throw new PolkadotMethodNotSupportedError({ method })
  }

  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    if (this.#readBalance) {
      const planck = await this.#readBalance({ address, network })
      return {
        balance: formatUnits(planck, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    }
    const url = this.#rpcUrl(network)
    if (!url) throw new PolkadotNoChainError({ network: network.caipNetworkId })
    const { readFreeBalance } = await loadChain()
    const { free, decimals, symbol } = await readFreeBalance(url, address)
    return {
      balance: formatUnits(free, decimals ?? network.nativeCurrency.decimals),
      symbol: symbol ?? network.nativeCurrency.symbol,
    }
  }

  /** The network's WebSocket RPC URL, or its HTTP one with the `ws` scheme (a node serves both on one port). */
  #rpcUrl(network: CaipNetwork | undefined): string | undefined {
    if (network?.chainNamespace !== 'polkadot') return undefined
    const { webSocket, http } = network.rpcUrls.default
    return webSocket?.[0] ?? http[0]?.replace(/^http/, 'ws')
  }

  #activeNetwork(): CaipNetwork | undefined {
    return this.#kernel?.store.getState().network.active.polkadot
  }

  /** The connected extension's `Injected` (accounts and signer), as @polkadot/extension-dapp's `web3FromSource` gives it. */
  getProvider(): Injected | undefined {
    return this.#active?.injected
  }

  async #sign(active: Active, method: 'signRaw' | 'signPayload', payload: Record<string, unknown>) {
    const sign = active.injected.signer[method]
    if (!sign) throw new PolkadotMethodNotSupportedError({ method })
    let answer: unknown
    try {
      answer = await sign.call(active.injected.signer, payload)
    } catch (cause) {
      throw toPolkadotWalletError(method, cause)
    }
    const result = signerResultSchema.safeParse(answer)
    if (!result.success) throw new InvalidPolkadotWalletResponseError({ method, error: result.error })
    return { signature: result.data.signature }
  }

  #connectors(): Connector[] {
    const extensions = this.#window?.injectedWeb3 ?? {}
    return Object.keys(extensions)
      .filter((key) => typeof (extensions[key] as { enable?: unknown } | undefined)?.enable === 'function')
      .map((key) => ({
        id: `polkadot:${key}`,
        type: 'INJECTED',
        name: knownExtensions[key] ?? key,
        namespace: 'polkadot',
        installed: true,
      }))
  }

  #onAccounts(active: Active, next: unknown): void {
    const kernel = this.#kernel
    if (!kernel || this.#active !== active) return
    const parsed = injectedAccountsSchema.safeParse(next)
    const addresses = parsed.success ? parsed.data.map((account) => account.address) : []
    const [address] = addresses
    if (!address) {
      this.#release()
      void disconnectKernel(kernel, { namespace: 'polkadot' }).catch(() => {})
      return
    }
    active.addresses = addresses
    if (address === active.address) return
    active.address = address
    syncAccount(kernel, { namespace: 'polkadot', address, accounts: toAccountRecords(addresses) })
  }

  #release(): void {
    const active = this.#active
    this.#active = undefined
    active?.detach()
  }
}

async function readAccounts(get: () => Promise<unknown>): Promise<string[]> {
  let answer: unknown
  try {
    answer = await get()
  } catch (cause) {
    throw toPolkadotWalletError('accounts.get', cause)
  }
  const accounts = injectedAccountsSchema.safeParse(answer)
  if (!accounts.success)
    throw new InvalidPolkadotWalletResponseError({ method: 'accounts.get', error: accounts.error })
  return accounts.data.map((account) => account.address)
}

function toHex(bytes: Uint8Array): `0x${string}` {
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function toAccountRecords(addresses: readonly string[]): AccountRecord[] {
  return addresses.map((address) => ({ namespace: 'polkadot', address, type: 'eoa' }))
}
