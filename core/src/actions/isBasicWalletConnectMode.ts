import type { Kernel } from '../kernel/Kernel.js'

/** AppKit's basic mode: no adapter but WalletConnect's universal one (SPEC.md §2, §4). */
export function isBasicWalletConnectMode(kernel: Kernel): boolean {
  return !kernel.adapters.some((adapter) => adapter.adapterType !== 'universal')
}
