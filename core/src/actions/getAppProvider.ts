import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import { getAdapter } from './getAdapter.js'
import { request } from './request.js'

type Listener = (...args: unknown[]) => void
type EventSource = {
  on?: (event: string, listener: Listener) => unknown
  removeListener?: (event: string, listener: Listener) => unknown
}

const guarded = new WeakMap<object, object>()

/**
 * The provider the app gets for a connected namespace (`useAppKitProvider`). A plugin-provided wallet (the embedded
 * wallet) signs without a prompt of its own, so the app gets a facade whose requests go through the kernel's guard:
 * the allow-list, plugin vetoes and the modal's approval view; events come from the wallet. Any other wallet's
 * provider is the adapter's, as is. (Other provider shapes are guarded by their adapter: see the Solana adapter.)
 */
export function getAppProvider(kernel: Kernel, namespace: ChainNamespace): unknown {
  const provider = getAdapter(kernel, namespace)?.getProvider?.()
  const connectorId = kernel.store.getState().accounts[namespace]?.connectorId
  if (!provider || typeof provider !== 'object' || !connectorId) return provider
  if (!getKernelInternals(kernel).providedWallets.ownerOf(connectorId)) return provider
  // Only an EIP-1193 provider is wrapped here; an adapter with a provider of another shape guards it itself.
  if (typeof (provider as { request?: unknown }).request !== 'function') return provider
  const existing = guarded.get(provider)
  if (existing) return existing
  const events = provider as EventSource
  const facade = Object.freeze({
    request: ({ method, params }: { method: string; params?: unknown }) =>
      request(kernel, { method, params, namespace }),
    on: (event: string, listener: Listener) => events.on?.(event, listener),
    removeListener: (event: string, listener: Listener) => events.removeListener?.(event, listener),
  })
  guarded.set(provider, facade)
  return facade
}
