import { toCaipAddress } from '../caip/toCaipAddress.js'
import { findNetwork } from '../chains/findNetwork.js'
import { NetworkClientNotSetError } from '../errors/adapter.js'
import { NetworkNotFoundError } from '../errors/network.js'
import type { KernelHooks } from '../hooks/createKernelHooks.js'
import type { SwitchNetworkParameters, SwitchNetworkReturnType } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals, setKernelState } from '../kernel/kernelInternals.js'
import { toSwitchNetworkError } from './toSwitchNetworkError.js'

/** `switchNetwork` itself, in the chunk loaded after the first paint (`loadAfterFirstPaint`). */
export async function runSwitchNetwork(
  kernel: Kernel,
  target: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const { network: state, accounts } = kernel.store.getState()
  const wanted = typeof target === 'object' ? (target.caipNetworkId ?? `eip155:${target.id}`) : target
  const network = findNetwork(state.networks, wanted)
  if (!network) {
    // Reported, so the modal shows 'Network Not Found' (SPEC.md §8); AppKit's switchNetwork stops there.
    const error = new NetworkNotFoundError({ network: wanted })
    kernel.events.emit('error', { error })
    throw error
  }
  const namespace = network.chainNamespace
  const account = accounts[namespace]
  const address = account?.status === 'connected' ? account.address : undefined
  let landed = network
  if (address) {
    let answer: Awaited<ReturnType<KernelHooks['switchNetwork']['promise']>>
    try {
      answer = await getKernelInternals(kernel).hooks.switchNetwork.promise({
        network,
        fromNamespace: state.activeNamespace,
        address,
      })
    } catch (cause) {
      const error = toSwitchNetworkError(cause, { namespace, network: network.caipNetworkId })
      kernel.events.emit('error', { error })
      throw error
    }
    // A connected account no adapter moves: the app's selection must not leave the wallet behind.
    if (answer === undefined) {
      const error = new NetworkClientNotSetError({ namespace })
      kernel.events.emit('error', { error })
      throw error
    }
    if (answer !== true) landed = answer.network
  }
  const current = kernel.store.getState().network
  const previous = current.active[namespace]
  setKernelState(kernel, {
    network: {
      ...current,
      activeNamespace: namespace,
      active: { ...current.active, [namespace]: landed },
      unsupported: current.unsupported.filter((entry) => entry !== namespace),
    },
  })
  // The account now lives on the new chain: its CAIP-10 address follows.
  const moved = kernel.store.getState().accounts[namespace]
  if (moved?.status === 'connected' && moved.address) {
    setKernelState(kernel, ({ accounts: current }) => ({
      accounts: {
        ...current,
        [namespace]: { ...moved, caipAddress: toCaipAddress(landed.caipNetworkId, moved.address as string) },
      },
    }))
  }
  kernel.storage.set(`activeNetwork:${namespace}`, landed.caipNetworkId)
  kernel.storage.set('lastUsedChain', landed.caipNetworkId)
  if (current.activeNamespace !== namespace) {
    kernel.events.emit('activeNamespaceChange', { previous: current.activeNamespace, namespace })
  }
  if (previous?.caipNetworkId !== landed.caipNetworkId || current.activeNamespace !== namespace) {
    kernel.events.emit('networkChange', { namespace, network: landed })
  }
  return landed
}
