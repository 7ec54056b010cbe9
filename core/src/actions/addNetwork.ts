import * as z from 'zod/mini'
import type { AppKitNetwork, CaipNetwork } from '../chains/CaipNetwork.js'
import { caipNetworkSchema } from '../chains/caipNetworkSchema.js'
import { refuseUnknownNamespace } from '../chains/refuseUnknownNamespace.js'
import { InvalidOptionsError } from '../errors/options.js'
import type { Kernel } from '../kernel/Kernel.js'
import { setKernelState } from '../kernel/kernelInternals.js'

/**
 * Adds a network to the app's list (replacing one with the same CAIP-2 id). A network of a namespace no installed
 * adapter registered throws `UnknownChainNamespaceError`.
 */
export function addNetwork(kernel: Kernel, input: AppKitNetwork): void {
  refuseUnknownNamespace(input)
  const result = caipNetworkSchema.safeParse(input)
  if (!result.success)
    throw new InvalidOptionsError({ field: 'network', details: z.prettifyError(result.error) })
  const network = result.data as CaipNetwork
  const state = kernel.store.getState().network
  const networks = [
    ...state.networks.filter((entry) => entry.caipNetworkId !== network.caipNetworkId),
    network,
  ]
  const active = state.active[network.chainNamespace]
    ? state.active
    : { ...state.active, [network.chainNamespace]: network }
  setKernelState(kernel, { network: { ...state, networks, active } })
}
