import {
  type AdapterConnectResult,
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  ConnectorNotFoundError,
  type ConnectRequest,
  formatUnits,
  type Kernel,
  type RpcRequest,
  type SwitchNetworkRequest,
  syncAccount,
  UserRejectedRequestError,
  WalletRequestError,
} from '@foyer/core/eager'
import { tronNamespace } from './tronNamespace.js'

/** The part of TronLink's injected `window.tronLink` this adapter uses. */
export type TronLinkProvider = {
  /** Asks the user to connect (TronLink answers `{ code: 200 }`, or `4001` when declined). */
  request(args: { method: 'tron_requestAccounts' }): Promise<{ code: number; message?: string } | undefined>
  tronWeb?: {
    /** The connected account, `false` before the user connected this site. */
    defaultAddress: { base58: string | false }
    trx: {
      /** In sun (1 TRX = 1,000,000 sun). */
      getBalance(address: string): Promise<number | string>
      signMessageV2(message: string): Promise<string>
    }
  }
}

export type TronAdapterParameters = {
  /** Where TronLink injects; default the page's `window`. */
  window?: { tronLink?: TronLinkProvider | undefined } | undefined
}

const connectorId = 'tronlink'

/**
 * A chain adapter for a namespace the kernel does not ship: it carries `tronNamespace`, which the kernel registers
 * when the adapter is installed. Connects TronLink (`tron_requestAccounts`), restores a session without prompting
 * (reads `tronWeb.defaultAddress`), signs messages (`tron_signMessage`, which the guard treats as needing approval),
 * and reads TRX balances.
 */
export class TronAdapter implements ChainAdapter {
  readonly name = 'tron'
  readonly namespace = 'tron' as const
  readonly adapterType = 'tron' as const
  readonly namespaceDefinition = tronNamespace
  readonly #window: TronAdapterParameters['window']
  #kernel: Kernel | undefined
  #address: string | undefined

  constructor(parameters: TronAdapterParameters = {}) {
    this.#window = parameters.window ?? (globalThis as { window?: TronAdapterParameters['window'] }).window
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
    const publish = () =>
      context.setConnectors(
        this.getProvider()
          ? [{ id: connectorId, type: 'INJECTED', name: 'TronLink', namespace: 'tron', installed: true }]
          : [],
      )
    publish()
    // TronLink injects shortly after load, without an event.
    const timer = setTimeout(publish, 500)
    return () => {
      clearTimeout(timer)
      this.#kernel = undefined
      this.#address = undefined
    }
  }

  async connect({ connectorId: wanted, network, reconnect }: ConnectRequest): Promise<AdapterConnectResult> {
    const provider = this.getProvider()
    if (wanted !== connectorId || !provider) throw new ConnectorNotFoundError({ connectorId: wanted })
    // Restoring reads the account the wallet already gave this site: it never prompts.
    if (!reconnect) {
      let answer: Awaited<ReturnType<TronLinkProvider['request']>>
      try {
        answer = await provider.request({ method: 'tron_requestAccounts' })
      } catch (cause) {
        throw toWalletError('tron_requestAccounts', cause)
      }
      if (answer?.code === 4001)
        throw new UserRejectedRequestError({
          method: 'tron_requestAccounts',
          namespace: 'tron',
          declinedIn: 'wallet',
        })
    }
    const address = provider.tronWeb?.defaultAddress.base58
    if (typeof address !== 'string' || !tronNamespace.isAddress(address)) {
      throw new WalletRequestError({
        method: 'tron_requestAccounts',
        namespace: 'tron',
        cause: new Error(
          reconnect ? 'TronLink has no account connected to this site.' : 'TronLink gave no account.',
        ),
      })
    }
    this.#address = address
    return { address, chainId: network.id, accounts: [{ namespace: 'tron', address, type: 'eoa' }] }
  }

  async disconnect(): Promise<void> {
    // TronLink keeps no per-site permission a page can revoke: the adapter forgets the account.
    this.#address = undefined
  }

  async switchNetwork({ network }: SwitchNetworkRequest): Promise<undefined> {
    // TronLink picks its node itself: the kernel's selection follows the app, the account stays.
    if (this.#kernel && this.#address)
      syncAccount(this.#kernel, { namespace: 'tron', address: this.#address, chainId: network.id })
    return undefined
  }

  /** `tron_signMessage` `{ message }` answers the signature; `tron_getBalance` `{ address? }` answers sun. */
  async request({ method, params }: Pick<RpcRequest, 'method' | 'params'>): Promise<unknown> {
    const trx = this.getProvider()?.tronWeb?.trx
    if (!trx || !this.#address)
      throw new WalletRequestError({ method, namespace: 'tron', cause: new Error('Not connected.') })
    const { message, address } = (params ?? {}) as { message?: unknown; address?: unknown }
    try {
      if (method === 'tron_signMessage' && typeof message === 'string')
        return await trx.signMessageV2(message)
      if (method === 'tron_getBalance')
        return String(await trx.getBalance(typeof address === 'string' ? address : this.#address))
    } catch (cause) {
      throw toWalletError(method, cause)
    }
    throw new WalletRequestError({
      method,
      namespace: 'tron',
      cause: new Error(`Unsupported request ${method}.`),
    })
  }

  /** The balance as a decimal string in TRX (`formatUnits` of sun with the network's 6 decimals). */
  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    const trx = this.getProvider()?.tronWeb?.trx
    if (!trx)
      throw new WalletRequestError({
        method: 'getBalance',
        namespace: 'tron',
        cause: new Error('No TronLink.'),
      })
    const sun = BigInt(await trx.getBalance(address))
    return {
      balance: formatUnits(sun, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  }

  getProvider(): TronLinkProvider | undefined {
    return this.#window?.tronLink
  }
}

function toWalletError(method: string, cause: unknown): Error {
  const code = (cause as { code?: unknown } | undefined)?.code
  if (code === 4001)
    return new UserRejectedRequestError({ method, namespace: 'tron', declinedIn: 'wallet', cause })
  return new WalletRequestError({ method, namespace: 'tron', cause })
}
