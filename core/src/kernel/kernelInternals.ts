import type { Emitter } from 'mitt'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CallOnlyHooks } from '../hooks/callOnly.js'
import type { Store } from '../utils/createStore.js'
import type { ProvidedWallets } from '../wallets/createProvidedWallets.js'
import type { Kernel } from './Kernel.js'
import type { KernelState } from './KernelState.js'

/** What the kernel's own actions need beyond the public kernel object. */
export type KernelInternals = {
  /** Call-only: the kernel's actions run the hooks through these; the hooks themselves stay private. */
  hooks: CallOnlyHooks
  /** The writable store; the public kernel only reads and subscribes. */
  store: Store<KernelState>
  timers: Set<ReturnType<typeof setTimeout>>
  approvals: Map<string, { resolve(): void; reject(error: unknown): void }>
  cleanups: (() => void)[]
  nextRequestId(): string
  destroyed: boolean
  /** Which adapter (by name) reported each connector id. */
  connectorOwners: Map<string, string>
  /** Wallets plugins bring (the embedded wallet), which the adapters list and connect through. */
  providedWallets: ProvidedWallets
  /** Plugin-declared events (`plugin:event`), kept off the kernel's own bus. */
  pluginEvents: Emitter<Record<string, unknown>>
  /** Each set-up plugin's context, by plugin name (what `usePluginContext` hands a plugin's views). */
  pluginContexts: Map<string, unknown>
  /** Looks the namespace's connected account's name and avatar up again, past the cache (set by `watchIdentity`). */
  refreshIdentity: (namespace: ChainNamespace) => void
}

const internals = new WeakMap<Kernel, KernelInternals>()

/** Called once by `createKernel`. */
export function setKernelInternals(kernel: Kernel, value: KernelInternals): void {
  internals.set(kernel, value)
}

/**
 * The kernel's private parts, kept in a module-private WeakMap rather than on the kernel object, so holding a kernel
 * gives no way to them. No package entry exports them: the kernel's creator gets what it may do as a `KernelAccess`.
 */
export function getKernelInternals(kernel: Kernel): KernelInternals {
  const found = internals.get(kernel)
  if (!found) throw new TypeError('Not a kernel made by createKernel')
  return found
}

/** Writes the kernel's state (shallow merge, as the store's `setState`). For the kernel's own actions. */
export function setKernelState(
  kernel: Kernel,
  update: Partial<KernelState> | ((state: KernelState) => Partial<KernelState>),
): void {
  getKernelInternals(kernel).store.setState(update)
}
