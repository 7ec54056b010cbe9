import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import type { ConnectRequest, RpcRequest, SwitchNetworkRequest } from '../hooks/hookTypes.js'
import type { AccountRecord } from '../types/AccountState.js'
import type { Connector } from '../types/Connector.js'
import type { PluginContext } from './FoyerPlugin.js'

export type AdapterType = 'universal' | 'solana' | 'wagmi' | 'ethers' | 'ethers5' | 'bitcoin' | 'polkadot'

export type AdapterContext = PluginContext<unknown> & {
  /** Replaces the connectors this adapter discovered (EIP-6963, wallet-standard, injected, WalletConnect). */
  setConnectors(connectors: Connector[]): void
}

export type AdapterConnectResult = {
  address: string
  chainId: string | number
  accounts?: AccountRecord[]
}

/**
 * A chain adapter owns one namespace. The kernel taps its hooks for it, answering only for that namespace;
 * wallet-initiated changes come back through `syncAccount`, `syncNetwork` and `disconnect`.
 */
export type ChainAdapter = {
  name: string
  namespace: ChainNamespace
  adapterType?: AdapterType
  setup?: (context: AdapterContext) => undefined | (() => void)
  connect(request: ConnectRequest): Promise<AdapterConnectResult>
  disconnect(request: { namespace: ChainNamespace }): Promise<void>
  switchNetwork(request: SwitchNetworkRequest): Promise<undefined | { network: CaipNetwork }>
  request?: (request: RpcRequest) => Promise<unknown>
  getBalance?: (request: {
    address: string
    network: CaipNetwork
  }) => Promise<{ balance: string; symbol: string }>
  /** The provider `useAppKitProvider(namespace)` hands the app. */
  getProvider?: () => unknown
}

/** Identity helper for type inference. */
export function defineAdapter<A extends ChainAdapter>(adapter: A): A {
  return adapter
}
