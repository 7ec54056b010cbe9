import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import type { BaseError } from '../errors/BaseError.js'
import type { AnalyticsEventName } from '../net/createAnalyticsClient.js'
import type { ViewName } from '../router/views.js'

/** Typed notifications (mitt). Use a hook when the kernel needs an answer, an order or a veto. */
export type KernelEventMap = {
  connect: { namespace: ChainNamespace; address: string; chainId: string | number; connectorId: string }
  disconnect: { namespace: ChainNamespace }
  accountChange: { namespace: ChainNamespace; address: string | undefined }
  networkChange: { namespace: ChainNamespace; network: CaipNetwork }
  /** The active namespace moved (a switch to a network of another namespace, or opening on another namespace). */
  activeNamespaceChange: { previous: ChainNamespace | undefined; namespace: ChainNamespace }
  modalOpen: { view: ViewName }
  modalClose: { view: ViewName }
  viewChange: { view: ViewName; previousView: ViewName }
  rpcRequest: { method: string; namespace: ChainNamespace }
  rpcReject: { method: string; reason: string }
  /** An approved request completed: balances may have changed. */
  balanceStale: { namespace: ChainNamespace }
  error: { error: BaseError }
  /** Analytics-style tracking, shaped like AppKit's `useAppKitEvents` data. */
  track: { event: AnalyticsEventName | (string & {}); properties?: Record<string, unknown> | undefined }
}

export type KernelEventName = keyof KernelEventMap
