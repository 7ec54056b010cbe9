import * as z from 'zod/mini'
import { InvalidOptionsError } from '../errors/options.js'
import type { Kernel, KernelOptions } from '../kernel/Kernel.js'
import { setKernelState } from '../kernel/kernelInternals.js'
import { featuresSchema } from '../options/kernelOptionsSchema.js'
import { refuseUnsupportedOptions } from '../options/refuseUnsupportedOptions.js'

export type UpdateFeaturesParameters = Partial<KernelOptions['features']>

/**
 * Changes `features` after `createKernel` (AppKit's `updateFeatures`): the given keys replace the current ones, the
 * rest stay. Views that depend on a feature follow at once. A wrong value throws naming the key, and changes nothing.
 */
export function updateFeatures(kernel: Kernel, update: UpdateFeaturesParameters): void {
  if (typeof update !== 'object' || update === null) {
    throw new InvalidOptionsError({
      field: 'features',
      details: 'updateFeatures expects an object of features.',
    })
  }
  const result = featuresSchema.safeParse({ ...kernel.store.getState().features, ...update })
  if (!result.success) {
    const field = result.error.issues[0]?.path.join('.')
    throw new InvalidOptionsError({
      details: z.prettifyError(result.error),
      ...(field ? { field: `features.${field}` } : {}),
    })
  }
  refuseUnsupportedOptions({ features: result.data })
  setKernelState(kernel, { features: result.data })
}
