import { getAfterFirstPaint, loadAfterFirstPaint } from '../afterFirstPaint/loadAfterFirstPaint.js'
import type { WalletRequestError } from '../errors/adapter.js'
import type { NetworkNotFoundError, SwitchNetworkError } from '../errors/network.js'
import type { UserRejectedRequestError } from '../errors/rpc.js'
import type { SwitchNetworkParameters, SwitchNetworkReturnType } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'

export type { SwitchNetworkParameters, SwitchNetworkReturnType }

export type SwitchNetworkErrorType =
  | NetworkNotFoundError
  | SwitchNetworkError
  | UserRejectedRequestError
  | WalletRequestError

/**
 * Makes `target` the active network (SPEC.md §4). When an account is connected in its namespace, the adapter that
 * owns the namespace moves the wallet first (it may add the chain); otherwise only the app's selection changes.
 * Moving to another namespace changes the active namespace (`activeNamespaceChange`; plugin slices declared with
 * `resetOn: ['activeNamespaceChange']`, such as send state, go back to their initial value). The
 * switch itself loads after the first paint; once it has, a switch starts in the tick it is asked for.
 */
export function switchNetwork(
  kernel: Kernel,
  target: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const loaded = getAfterFirstPaint()
  if (loaded) return loaded.runSwitchNetwork(kernel, target)
  return loadAfterFirstPaint().then(({ runSwitchNetwork }) => runSwitchNetwork(kernel, target))
}
