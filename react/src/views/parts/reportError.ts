import type { Kernel } from '@foyer/core'
import { BaseError, UnknownError } from '@foyer/core'

/** Tells the host (the kernel's `error` event) about a failure a view handled by itself. */
export function reportError(kernel: Kernel, error: unknown): void {
  kernel.events.emit('error', { error: toBaseError(error) })
}

export function toBaseError(error: unknown): BaseError {
  return error instanceof BaseError ? error : new UnknownError({ cause: error })
}
