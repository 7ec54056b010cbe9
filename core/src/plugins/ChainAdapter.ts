import type { ChainNamespaceDefinition } from '../caip/ChainNamespaceDefinition.js'
import type { ChainNamespace, CustomChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import type { ConnectRequest, RpcRequest, RpcResult, SwitchNetworkRequest } from '../hooks/hookTypes.js'
import type { TapOnlyHooks } from '../hooks/tapOnly.js'
import type { Kernel } from '../kernel/Kernel.js'
import type { AccountRecord } from '../types/AccountState.js'
import type { Connector } from '../types/Connector.js'
import type { ProvidedWallet } from '../types/ProvidedWallet.js'
import type { PluginContext } from './FoyerPlugin.js'

/** The built-in adapters' types, and a registered namespace's name for an adapter of another chain family. */
export type AdapterType =
  | 'universal'
  | 'solana'
  | 'wagmi'
  | 'ethers'
  | 'ethers5'
  | 'bitcoin'
  | 'polkadot'
  | CustomChainNamespace

/**
 * What an adapter's `setup` receives: a plugin's capabilities, plus the kernel (an adapter holds the wallet session,
 * so it reports wallet-initiated changes with `syncAccount`, `syncNetwork` and `disconnect`) and its connectors.
 */
export type AdapterContext = Omit<PluginContext<unknown>, 'hooks'> & {
  /** Every hook, tap only: an adapter answers `connect`, `switchNetwork` and `rpcRequest` for its namespaces. */
  readonly hooks: TapOnlyHooks
  readonly kernel: Kernel
  /**
   * Taps the kernel's `rpcRequest` so that `fn` may answer it, returning `{ result }`, or pass with `undefined` (an
   * adapter answering for a session it holds in other namespaces, as WalletConnect's). Plugins only observe it.
   */
  tapRpcAnswer(
    options: { name: string; stage?: number },
    fn: (request: RpcRequest) => Promise<RpcResult | undefined>,
  ): void
  /** Replaces the connectors this adapter discovered (EIP-6963, wallet-standard, injected, WalletConnect). */
  setConnectors(connectors: Connector[]): void
  /**
   * The wallets plugins provide in `namespace` (the embedded wallet), now and after each change: an adapter lists
   * their connectors with its own and connects through their providers. Returns the function that stops watching.
   */
  watchProvidedWallets(
    namespace: ChainNamespace,
    onChange: (wallets: readonly ProvidedWallet[]) => void,
  ): () => void
}

/** A 0x-prefixed hex string: an EVM address, calldata, a transaction hash. */
export type Hex = `0x${string}`

/** What `estimateGas(kernel, ...)` takes, as wagmi's: the call to price. `from` defaults to the connected account. */
export type EstimateGasParameters = {
  to: Hex
  data?: Hex | undefined
  /** In wei. */
  value?: bigint | undefined
  from?: Hex | undefined
}

/** What `writeContract(kernel, ...)` takes, as wagmi's: the contract, its JSON ABI, the function and its arguments. */
export type WriteContractParameters = {
  address: Hex
  abi: readonly unknown[]
  functionName: string
  args?: readonly unknown[] | undefined
  /** In wei, for a payable function. */
  value?: bigint | undefined
}

/** The transaction an adapter's `writeContract` hands back to the kernel to send. */
export type ContractTransaction = { to: Hex; data: Hex; value?: bigint | undefined }

export type AdapterEstimateGasRequest = Required<Pick<EstimateGasParameters, 'to' | 'from'>> &
  Pick<EstimateGasParameters, 'data' | 'value'> & { network: CaipNetwork }

export type AdapterWriteContractRequest = WriteContractParameters & {
  /** The connected account that signs. */
  from: Hex
  network: CaipNetwork
  /**
   * Sends the encoded call as the account's `eth_sendTransaction` through the kernel's RPC guard (allow-list, plugin
   * vetoes, the approval view) and resolves with the transaction hash. An adapter sends writes only through it.
   */
  sendTransaction(transaction: ContractTransaction): Promise<Hex>
}

export type AdapterConnectResult = {
  address: string
  chainId: string | number
  accounts?: AccountRecord[]
}

/**
 * A chain adapter owns one namespace (and any of its `fallbackNamespaces` no other adapter owns). The kernel taps its
 * hooks for those, answering only for them; wallet-initiated changes come back through `syncAccount`, `syncNetwork`
 * and `disconnect`.
 */
export type ChainAdapter = {
  name: string
  namespace: ChainNamespace
  /**
   * Further namespaces the adapter serves when no adapter's `namespace` is theirs, such as the WalletConnect
   * adapter's Solana when it is used alone. An adapter whose `namespace` matches always takes precedence.
   */
  fallbackNamespaces?: readonly ChainNamespace[]
  adapterType?: AdapterType
  /**
   * The namespace this adapter brings when the kernel does not ship it (see `ChainNamespaceDefinition`): registered
   * when the adapter is installed. It must be the adapter's own `namespace`; a built-in one cannot be redeclared.
   */
  namespaceDefinition?: ChainNamespaceDefinition
  setup?: (context: AdapterContext) => undefined | (() => void)
  connect(request: ConnectRequest): Promise<AdapterConnectResult>
  disconnect(request: { namespace: ChainNamespace }): Promise<void>
  switchNetwork(request: SwitchNetworkRequest): Promise<undefined | { network: CaipNetwork }>
  request?: (request: RpcRequest) => Promise<unknown>
  getBalance?: (request: {
    address: string
    network: CaipNetwork
  }) => Promise<{ balance: string; symbol: string }>
  /** The account's profile on the network (such as an ENS-style reverse record), used when the service has none. */
  getProfile?: (request: {
    address: string
    network: CaipNetwork
  }) => Promise<{ name?: string | null | undefined; avatar?: string | null | undefined }>
  /** eip155: the gas `request.from` would need for the call, in gas units. */
  estimateGas?: (request: AdapterEstimateGasRequest) => Promise<bigint>
  /** eip155: encodes the contract call and sends it with `request.sendTransaction`; resolves with the hash. */
  writeContract?: (request: AdapterWriteContractRequest) => Promise<Hex>
  /** The provider `useAppKitProvider(namespace)` hands the app. */
  getProvider?: () => unknown
}

/** Identity helper for type inference. */
export function defineAdapter<A extends ChainAdapter>(adapter: A): A {
  return adapter
}
