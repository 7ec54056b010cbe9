import type { Kernel } from '../kernel/Kernel.js'

export function isFeatureEnabled(kernel: Kernel, feature: string): boolean {
  return (kernel.store.getState().features as Record<string, unknown>)[feature] !== false
}
