import { findNetwork } from '../chains/findNetwork.js'
import { LastNetworkError, NetworkNotFoundError } from '../errors/network.js'
import type { Kernel } from '../kernel/Kernel.js'
import { setKernelState } from '../kernel/kernelInternals.js'

/** Removes a network; the last network of a namespace cannot be removed (SPEC.md §5). */
export function removeNetwork(kernel: Kernel, caipNetworkId: string): void {
  const state = kernel.store.getState().network
  const network = findNetwork(state.networks, caipNetworkId)
  if (!network) throw new NetworkNotFoundError({ network: caipNetworkId })
  const namespace = network.chainNamespace
  const remaining = state.networks.filter((entry) => entry !== network)
  const sameNamespace = remaining.filter((entry) => entry.chainNamespace === namespace)
  if (!sameNamespace.length) throw new LastNetworkError({ namespace })
  const active =
    state.active[namespace]?.caipNetworkId === network.caipNetworkId
      ? { ...state.active, [namespace]: sameNamespace[0] }
      : state.active
  setKernelState(kernel, { network: { ...state, networks: remaining, active } })
}
