import { connect } from '../actions/connect.js'
import type { Kernel } from '../kernel/Kernel.js'

/**
 * Finishes what `createInitialState` began: each namespace that was connected asks its adapter to reconnect. A
 * namespace whose adapter fails is dropped; the status settles on `connected` or `disconnected`.
 */
export function restoreConnection(kernel: Kernel): Promise<void> {
  const { namespaces } = kernel.store.getState().connection
  if (!namespaces.length) return Promise.resolve()
  return Promise.allSettled(
    namespaces.map((namespace) =>
      connect(kernel, {
        namespace,
        connectorId: kernel.storage.get(`connectedConnector:${namespace}`) ?? 'injected',
        reconnect: true,
      }),
    ),
  ).then(() => undefined)
}
