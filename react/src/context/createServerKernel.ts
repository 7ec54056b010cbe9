import { createMemoryStorage, createStorage, type Kernel, type KernelState } from '@foyer/core'
import { createInitialState } from '@foyer/core/internal'

/**
 * A read-only view of `kernel` in the state a server renders: the kernel's own initial state computed with nothing
 * persisted (no session, no stored networks, modal closed), keeping the connectors and plugin slices. Reads
 * (`getAccount`, `getNetwork`, ...) work on it unchanged; it never notifies.
 */
export function createServerKernel(kernel: Kernel): Kernel {
  const state = kernel.store.getState()
  const serverState: KernelState = {
    ...createInitialState(kernel.options, createStorage({ storage: createMemoryStorage() })),
    connectors: state.connectors,
    plugins: state.plugins,
  }
  return {
    ...kernel,
    store: { getState: () => serverState, subscribe: () => () => {} },
  }
}
