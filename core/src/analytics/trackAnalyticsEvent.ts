import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import { toAnalyticsEvent } from './toAnalyticsEvent.js'

export type TrackAnalyticsEventParameters = { event: string; properties?: Record<string, unknown> }

/**
 * Emits an analytics event (SPEC.md §7: `SWAP_SUCCESS`, `SIWX_AUTH_ERROR`, ...): hosts see it as a `track` event
 * (`useAppKitEvents`), and the kernel's analytics queue sends it to `POST /e` when the `analytics` feature is on and
 * the service's config allows it. Plugins call this through their context's `track()`. Throws
 * `InvalidAnalyticsEventError` for a bad name or properties that aren't plain JSON; sends nothing by itself.
 */
export function trackAnalyticsEvent(
  kernel: Kernel,
  { event, properties }: TrackAnalyticsEventParameters,
): void {
  const checked = toAnalyticsEvent({ event, properties })
  if (getKernelInternals(kernel).destroyed) return
  kernel.events.emit('track', checked)
}
