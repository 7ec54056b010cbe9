import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import { findNetwork } from '../chains/findNetwork.js'
import type { Kernel } from '../kernel/Kernel.js'
import { setKernelState } from '../kernel/kernelInternals.js'
import { getNamespaceNetworks } from './getNamespaceNetworks.js'
import { isBasicWalletConnectMode } from './isBasicWalletConnectMode.js'
import { openModal } from './openModal.js'
import { toChainReference, unknownChainReference } from './toChainReference.js'

export type SyncNetworkParameters = {
  namespace: ChainNamespace
  /** What the wallet reported; an answer that names no chain (`NaN`, `'0xZZ'`, `null`) counts as unsupported. */
  chainId: string | number
}

/**
 * Records the chain a wallet reports. A chain the app does not list becomes a placeholder "unsupported" network and
 * the UnsupportedChain view opens, unless `allowUnsupportedChain` is set or basic WalletConnect mode is on (SPEC.md
 * §4); in basic mode the active network stays as it was. A malformed chain id is an unsupported network too (never a
 * `NaN` one). Returns the network the wallet is on.
 */
export function syncNetwork(kernel: Kernel, { namespace, chainId }: SyncNetworkParameters): CaipNetwork {
  const reference = toChainReference(namespace, chainId)
  const networks = getNamespaceNetworks(kernel, namespace)
  const known =
    reference === undefined
      ? undefined
      : (findNetwork(networks, chainId) ?? findNetwork(networks, `${namespace}:${reference}`))
  const network = known ?? unsupportedNetwork(namespace, reference ?? unknownChainReference(namespace))
  if (!known && isBasicWalletConnectMode(kernel)) return network
  const { network: state } = kernel.store.getState()
  const previous = state.active[namespace]
  const unsupported = state.unsupported.filter((entry) => entry !== namespace)
  if (!known && !kernel.options.allowUnsupportedChain) unsupported.push(namespace)
  setKernelState(kernel, {
    network: { ...state, active: { ...state.active, [namespace]: network }, unsupported },
  })
  if (known) {
    kernel.storage.set(`activeNetwork:${namespace}`, known.caipNetworkId)
  }
  if (previous?.caipNetworkId !== network.caipNetworkId)
    kernel.events.emit('networkChange', { namespace, network })
  // `enableNetworkSwitch: false`: the app does not offer switching, so the modal does not ask for it either.
  if (!known && !kernel.options.allowUnsupportedChain && kernel.options.enableNetworkSwitch)
    void openModal(kernel, { view: 'UnsupportedChain' }).catch(() => {})
  return network
}

/** The placeholder that stands in for a chain the app does not support. */
export function unsupportedNetwork(namespace: ChainNamespace, chainId: string | number): CaipNetwork {
  const reference = String(chainId).includes(':') ? (String(chainId).split(':')[1] ?? '') : String(chainId)
  return {
    id: namespace === 'eip155' ? Number(reference) : reference,
    caipNetworkId: `${namespace}:${reference}`,
    chainNamespace: namespace,
    name: 'Unknown Network',
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  } as CaipNetwork
}
