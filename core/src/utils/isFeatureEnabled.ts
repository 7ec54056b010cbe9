import type { Kernel } from '../createKernel.js'

export function isFeatureEnabled(kernel: Kernel, feature: string): boolean {
  return (kernel.options.features as Record<string, unknown>)[feature] !== false
}
