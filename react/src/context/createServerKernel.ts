import {
  createCookieStateStorage,
  createMemoryStorage,
  createStorage,
  type FoyerCookieState,
  type Kernel,
  type KernelState,
} from '@foyer/core/eager'
import { findKernelAccess } from './kernelAccess.js'

/**
 * A read-only view of `kernel` in the state a server renders: the kernel's own initial state computed from what the
 * request's cookies stored (`cookieToInitialState`), or from nothing (no session, no stored networks), with the modal
 * closed, keeping the connectors and plugin slices. Reads (`getAccount`, `getNetwork`, ...) work on it unchanged; it
 * never notifies.
 */
export function createServerKernel(kernel: Kernel, cookieState?: FoyerCookieState): Kernel {
  // A kernel `createAppKit` did not make (an instance built by hand) has no server view: it renders as it is.
  const access = findKernelAccess(kernel)
  if (!access) return kernel
  const state = kernel.store.getState()
  const storage = createStorage({
    storage: cookieState ? createCookieStateStorage(cookieState) : createMemoryStorage(),
    prefix: kernel.options.storagePrefix,
  })
  const serverState: KernelState = {
    ...access.createInitialState(storage),
    connectors: state.connectors,
    plugins: state.plugins,
  }
  return {
    ...kernel,
    store: { getState: () => serverState, subscribe: () => () => {} },
  }
}
