import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import type { ViewDefinition, ViewName } from '../router/views.js'
import type { AccountRecord } from '../types/AccountState.js'

export type OpenModalTarget = {
  view: ViewName
  namespace?: ChainNamespace | undefined
  data?: Record<string, unknown> | undefined
}

export type CloseModalRequest = { view: ViewName }

export type SwitchNetworkRequest = {
  network: CaipNetwork
  /** The namespace of the network the user is leaving. */
  fromNamespace: ChainNamespace | undefined
  /** The account address in the target namespace, when connected there. */
  address: string | undefined
}
/** What the adapter that performed a switch reports back (nothing, or the network the wallet actually landed on). */
export type SwitchNetworkResult = { network: CaipNetwork }

export type RpcRequest = {
  id: string
  method: string
  params?: unknown
  namespace: ChainNamespace
  network: CaipNetwork | undefined
  address: string | undefined
}
/** A plugin's answer to `shouldAllowRpcRequest`: `false` or a reason vetoes; anything else lets other checks run. */
export type RpcVeto = false | { reason: string }
/** How a `shouldAllowRpcRequest` tap hands its answer to the kernel; anything but a veto is ignored. */
export type RpcVetoReport = (answer: unknown) => void
export type RpcResult = { result: unknown }

export type ConnectRequest = {
  namespace: ChainNamespace
  connectorId: string
  network: CaipNetwork
  /** True when restoring a persisted session rather than answering a user's click. */
  reconnect: boolean
}
export type ConnectResult = {
  namespace: ChainNamespace
  address: string
  chainId: string | number
  accounts?: AccountRecord[] | undefined
  connectorId: string
}

export type DisconnectRequest = { namespace: ChainNamespace }

export type ViewRegistry = Record<string, ViewDefinition>
