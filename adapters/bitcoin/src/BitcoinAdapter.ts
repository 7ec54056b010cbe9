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
import * as z from 'zod/mini'
import { BitcoinProvider } from './BitcoinProvider.js'
import type { BitcoinWallet, BitcoinWalletAddress, BitcoinWalletEvent } from './BitcoinWallet.js'
import { collectBitcoinWallets } from './collectBitcoinWallets.js'
import {
  BitcoinBalanceUnavailableError,
  BitcoinNoAccountsError,
  BitcoinRpcUrlMissingError,
  BitcoinWalletNotConnectedError,
} from './errors.js'
import {
  type BitcoinAdapterParameters,
  type ParsedBitcoinAdapterParameters,
  parseBitcoinAdapterParameters,
} from './parseBitcoinAdapterParameters.js'
import { requestBitcoin } from './requestBitcoin.js'
import { watchStandardWallets } from './watchStandardWallets.js'

type ActiveWallet = {
  wallet: BitcoinWallet
  addresses: BitcoinWalletAddress[]
  provider: BitcoinProvider
  detach(): void
}

const statsSchema = z.looseObject({
  funded_txo_sum: z.number().check(z.nonnegative()),
  spent_txo_sum: z.number().check(z.nonnegative()),
})
const addressAnswerSchema = z.looseObject({
  chain_stats: statsSchema,
  mempool_stats: z.optional(statsSchema),
})

/**
 * Foyer's Bitcoin adapter (bip122): lists sats-connect wallets (`btc_providers`, Xverse), connects with their payment
 * and ordinals addresses (the payment address is the account), restores sessions, reads confirmed balances from the
 * network's Esplora API (its `rpcUrls.default.http[0]`), signs messages and PSBTs, sends transfers, and follows
 * account changes and disconnects made in the wallet. Bitcoin wallets are not "on" a network the app can move.
 */
export class BitcoinAdapter implements ChainAdapter {
  readonly name = 'bitcoin'
  readonly namespace = 'bip122' as const
  readonly adapterType = 'bitcoin' as const
  readonly projectId: string | undefined
  readonly #options: ParsedBitcoinAdapterParameters
  readonly #walletCache = new WeakMap<object, BitcoinWallet>()
  #kernel: Kernel | undefined
  #wallets: BitcoinWallet[] = []
  #publish: (() => void) | undefined
  #active: ActiveWallet | undefined

  constructor(parameters?: BitcoinAdapterParameters) {
    this.#options = parseBitcoinAdapterParameters(parameters)
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
    const target = this.#options.window as Partial<EventTarget> | undefined
    const publish = () => this.#publish?.()
    const standard = watchStandardWallets(target, publish)
    this.#publish = () => {
      this.#wallets = collectBitcoinWallets(this.#options.window, this.#walletCache, standard.get())
      context.setConnectors(this.#wallets.map((wallet) => wallet.connector))
    }
    this.#publish()
    // sats-connect wallets inject on load without an event: look again once the page has loaded.
    target?.addEventListener?.('load', publish)
    const timer = setTimeout(publish, 500)
    return () => {
      clearTimeout(timer)
      standard.stop()
      target?.removeEventListener?.('load', publish)
      this.#publish = undefined
      this.#releaseActive()
    }
  }

  async connect({ connectorId, network, reconnect }: ConnectRequest): Promise<AdapterConnectResult> {
    const wallet = await this.#findWallet(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ connectorId })
    const addresses = await wallet.connect(reconnect)
    const payment = paymentOf(addresses)
    if (!payment) throw new BitcoinNoAccountsError({ connectorId })
    this.#releaseActive()
    const active: ActiveWallet = {
      wallet,
      addresses,
      provider: new BitcoinProvider({ wallet, addresses: () => active.addresses }),
      detach: () => {},
    }
    active.detach = wallet.onEvent((event) => this.#onWalletEvent(active, event))
    this.#active = active
    const current = this.#kernel?.store.getState().network.active.bip122
    return {
      address: payment.address,
      chainId: (current?.chainNamespace === 'bip122' ? current : network).caipNetworkId,
      accounts: toAccountRecords(addresses),
    }
  }

  async disconnect(): Promise<void> {
    const active = this.#releaseActive()
    // The kernel forgets the session whether or not the wallet answers.
    await active?.wallet.disconnect().catch(() => {})
  }

  /** The app picks the network: the account's CAIP address and the balance reads follow it. */
  async switchNetwork({ network }: SwitchNetworkRequest): Promise<undefined> {
    if (network.chainNamespace !== 'bip122') return undefined
    const active = this.#active
    if (!active) throw new BitcoinWalletNotConnectedError({ method: 'switchNetwork' })
    const payment = paymentOf(active.addresses)
    if (this.#kernel && payment)
      syncAccount(this.#kernel, {
        namespace: 'bip122',
        address: payment.address,
        chainId: network.caipNetworkId,
        // The same addresses on the new network: their records (ordinals beside payment, public keys) stay.
        accounts: toAccountRecords(active.addresses),
      })
    return undefined
  }

  async request({ method, params }: Pick<RpcRequest, 'method' | 'params'>): Promise<unknown> {
    const active = this.#active
    if (!active) throw new BitcoinWalletNotConnectedError({ method })
    return requestBitcoin({ wallet: active.wallet, addresses: active.addresses }, method, params)
  }

  /**
   * The balance of `address` on `network` as wallets show it: confirmed coins plus the mempool's (a send lowers it at
   * once, not a block later), from the network's Esplora API (`GET /address/:address`).
   */
  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    const base = network.rpcUrls.default.http[0]?.replace(/\/+$/, '')
    if (!base) throw new BitcoinRpcUrlMissingError({ network: network.caipNetworkId })
    let answer: unknown
    try {
      const response = await this.#options.fetch(`${base}/address/${encodeURIComponent(address)}`)
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`)
      answer = await response.json()
    } catch (cause) {
      throw new BitcoinBalanceUnavailableError({ network: network.caipNetworkId, cause })
    }
    const parsed = addressAnswerSchema.safeParse(answer)
    if (!parsed.success)
      throw new BitcoinBalanceUnavailableError({
        network: network.caipNetworkId,
        details: `${base} answered an unexpected address document: ${z.prettifyError(parsed.error)}`,
      })
    const { chain_stats, mempool_stats } = parsed.data
    const sats = [chain_stats, mempool_stats].reduce(
      (sum, stats) => (stats ? sum + BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum) : sum),
      0n,
    )
    return {
      balance: formatUnits(sats, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  }

  /** The connected wallet as a `BitcoinProvider` (AppKit's `BitcoinConnector` shape). */
  getProvider(): BitcoinProvider | undefined {
    return this.#active?.provider
  }

  #onWalletEvent(active: ActiveWallet, event: BitcoinWalletEvent): void {
    const kernel = this.#kernel
    if (!kernel || this.#active !== active) return
    const payment = event.type === 'accounts' ? paymentOf(event.addresses) : undefined
    if (event.type === 'disconnect' || !payment) {
      this.#releaseActive()
      void disconnectKernel(kernel, { namespace: 'bip122' }).catch(() => {})
      return
    }
    const addresses = event.type === 'accounts' ? event.addresses : active.addresses
    const previous = paymentOf(active.addresses)?.address
    active.addresses = addresses
    if (payment.address === previous) return
    syncAccount(kernel, {
      namespace: 'bip122',
      address: payment.address,
      accounts: toAccountRecords(addresses),
    })
  }

  async #findWallet(connectorId: string): Promise<BitcoinWallet | undefined> {
    this.#publish?.()
    const find = () => this.#wallets.find((wallet) => wallet.connector.id === connectorId)
    const found = find()
    if (found || !this.#publish) return found
    // A restore right after load can run before the wallet injected itself: look again for a little while.
    return new Promise((resolve) => {
      const started = Date.now()
      const poll = () => {
        this.#publish?.()
        const wallet = find()
        if (wallet || Date.now() - started >= this.#options.discoveryTimeout || !this.#publish)
          resolve(wallet)
        else setTimeout(poll, 50)
      }
      setTimeout(poll, 50)
    })
  }

  #releaseActive(): ActiveWallet | undefined {
    const active = this.#active
    this.#active = undefined
    active?.detach()
    return active
  }
}

function paymentOf(addresses: readonly BitcoinWalletAddress[]): BitcoinWalletAddress | undefined {
  return addresses.find((entry) => entry.purpose === 'payment') ?? addresses[0]
}

function toAccountRecords(addresses: readonly BitcoinWalletAddress[]): AccountRecord[] {
  return addresses.map((entry) => ({
    namespace: 'bip122',
    address: entry.address,
    type: entry.purpose === 'ordinals' ? 'ordinal' : 'payment',
    ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
  }))
}
