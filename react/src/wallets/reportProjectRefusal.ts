import { HttpRequestError, InvalidAppConfigurationError, type Kernel } from '@foyer/core/eager'

/**
 * A 403 from the Wallet API means the service refused the project (unknown id, or this origin not on its
 * allow-list): reported as `InvalidAppConfigurationError`, so the modal says 'Invalid App Configuration' (once),
 * whether or not analytics is on. Other failures stay the caller's.
 */
export function reportProjectRefusal(kernel: Kernel, error: unknown): void {
  if (!(error instanceof HttpRequestError) || error.status !== 403) return
  kernel.events.emit('error', { error: new InvalidAppConfigurationError({ cause: error }) })
}
