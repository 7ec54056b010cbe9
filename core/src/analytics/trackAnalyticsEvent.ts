import type { Kernel } from '../createKernel.js'

export type TrackAnalyticsEventParameters = {
  event: string
  properties?: Record<string, unknown> | undefined
}

/**
 * Records an analytics event for the kernel's analytics client (sent only while the host's `analytics` feature is on
 * and the project's analytics config allows it). Plugins reach it through their context's `track`.
 */
export function trackAnalyticsEvent(_kernel: Kernel, _parameters: TrackAnalyticsEventParameters): void {
  // The analytics wiring lands here; until then events are dropped.
}
