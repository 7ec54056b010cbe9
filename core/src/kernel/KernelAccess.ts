import type { PluginContext } from '../plugins/FoyerPlugin.js'
import type { FoyerStorage } from '../storage/createStorage.js'
import type { KernelState } from './KernelState.js'

/**
 * What the kernel's creator may do beyond the public kernel object: approve and decline the approval view's pending
 * requests, write the state, hand a plugin's views that plugin's context. `createKernel` gives it only to its caller
 * (`createKernel(parameters, onAccess)`); no package entry exports a way to it, so a plugin never holds it.
 */
export type KernelAccess = {
  /** Lets the pending request `id` go on to the wallet (the approval view's "Approve"). */
  approveRpcRequest(id: string): void
  /** Declines the pending request `id` (the approval view's "Reject"). */
  rejectRpcRequest(id: string): void
  /** Writes the kernel's state (shallow merge, as a store's `setState`). */
  setState(update: Partial<KernelState> | ((state: KernelState) => Partial<KernelState>)): void
  /** The context the kernel built for the installed, enabled plugin `name`, or undefined. */
  getPluginContext(name: string): PluginContext | undefined
  /** The state a kernel with these options starts in, read from `storage` (a server render's state). */
  createInitialState(storage: FoyerStorage): KernelState
}
