import {
  BaseError,
  type CreateKernelParameters,
  createKernel,
  type Kernel,
  type KernelAccess,
} from '@foyer/core/eager'

// What `createKernel` granted `createAppKit` (approve, decline, write the state, a plugin's context), by kernel. This
// module is no package entry's: the React layer's views reach it, a plugin (or its view) cannot import it.
const granted = new WeakMap<Kernel, KernelAccess>()

export class KernelAccessNotFoundError extends BaseError {
  override name = 'KernelAccessNotFoundError'
  constructor() {
    super('This kernel was not made by createAppKit: its approval view and state writes are not available.')
  }
}

/** `createKernel`, keeping what it grants its caller for the React layer's own views. */
export function createAccessibleKernel(parameters: CreateKernelParameters): Kernel {
  let access: KernelAccess | undefined
  const kernel = createKernel(parameters, (grant) => {
    access = grant
  })
  if (access) granted.set(kernel, access)
  return kernel
}

/** What `createKernel` granted for `kernel`, or undefined for a kernel `createAppKit` did not make. */
export function findKernelAccess(kernel: Kernel): KernelAccess | undefined {
  return granted.get(kernel)
}

/** What `createKernel` granted for `kernel`; throws for a kernel `createAppKit` did not make. */
export function getKernelAccess(kernel: Kernel): KernelAccess {
  const access = granted.get(kernel)
  if (!access) throw new KernelAccessNotFoundError()
  return access
}
