import { getNamespaceOwners } from '../actions/getNamespaceOwners.js'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { KernelHooks } from '../hooks/createKernelHooks.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import type { StorageLike } from '../storage/StorageLike.js'
import type { Connector } from '../types/Connector.js'
import type { AdapterContext } from './ChainAdapter.js'
import { createPluginContext } from './createPluginContext.js'
import { filterConnectors } from './filterConnectors.js'
import { withConnectorImage } from './withConnectorImage.js'

/**
 * Taps the kernel's hooks on each adapter's behalf so that it answers only for the namespaces it owns, and gives it a
 * context to report the connectors it discovers. Adapters tap before plugins.
 */
export function connectAdapters(kernel: Kernel, hooks: KernelHooks, storage: StorageLike): void {
  const internals = getKernelInternals(kernel)
  const discovered = new Map<string, Connector[]>()
  for (const adapter of kernel.adapters) {
    const owns = (namespace: ChainNamespace) =>
      getNamespaceOwners(kernel.adapters, namespace).includes(adapter)
    hooks.connect.tapPromise(adapter.name, async (request) => {
      if (!owns(request.namespace)) return undefined
      const result = await adapter.connect(request)
      return { ...result, namespace: request.namespace, connectorId: request.connectorId }
    })
    hooks.disconnect.tapPromise(adapter.name, async (request) => {
      if (owns(request.namespace)) await adapter.disconnect(request)
    })
    hooks.switchNetwork.tapPromise(adapter.name, async (request) => {
      if (!owns(request.network.chainNamespace)) return undefined
      return (await adapter.switchNetwork(request)) ?? true
    })
    const { request } = adapter
    if (request) {
      hooks.rpcRequest.tapPromise(adapter.name, async (rpc) =>
        owns(rpc.namespace) ? { result: await request(rpc) } : undefined,
      )
    }
    const context: AdapterContext = {
      ...createPluginContext(kernel, { plugin: { name: adapter.name }, storage }),
      hooks: kernel.hooks,
      kernel,
      tapRpcAnswer(options, fn) {
        hooks.rpcRequest.tapPromise({ ...options }, fn)
      },
      watchProvidedWallets(namespace, onChange) {
        const stop = internals.providedWallets.watch(namespace, onChange)
        internals.cleanups.push(stop)
        return stop
      },
      setConnectors(connectors) {
        discovered.set(adapter.name, connectors)
        for (const connector of connectors) internals.connectorOwners.set(connector.id, adapter.name)
        const listed = filterConnectors([...discovered.values()].flat(), kernel.options).map((connector) =>
          withConnectorImage(connector, kernel.options),
        )
        internals.store.setState({ connectors: dedupeConnectors(listed) })
      },
    }
    const cleanup = adapter.setup?.(context)
    if (typeof cleanup === 'function') internals.cleanups.push(cleanup)
  }
}

/** One entry per wallet and namespace: the same id or rdns reported twice (EIP-6963 and injected) is kept once. */
function dedupeConnectors(connectors: Connector[]): Connector[] {
  const seen = new Set<string>()
  return connectors.filter((connector) => {
    const keys = [`${connector.namespace}:id:${connector.id}`]
    if (connector.rdns) keys.push(`${connector.namespace}:rdns:${connector.rdns}`)
    if (keys.some((key) => seen.has(key))) return false
    for (const key of keys) seen.add(key)
    return true
  })
}
