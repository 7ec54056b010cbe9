import type { Kernel } from '../createKernel.js'

export function isFeatureEnabled(kernel: Kernel, feature: string): boolean {
  return (kernel.store.getState().features as Record<string, unknown>)[feature] !== false
}
