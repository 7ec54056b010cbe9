import type { Kernel } from '@foyer/core/eager'
import { BaseError, UnknownError } from '@foyer/core/eager'

/** Tells the host (the kernel's `error` event) about a failure a view handled by itself. */
export function reportError(kernel: Kernel, error: unknown): void {
  kernel.events.emit('error', { error: toBaseError(error) })
}

export function toBaseError(error: unknown): BaseError {
  return error instanceof BaseError ? error : new UnknownError({ cause: error })
}
