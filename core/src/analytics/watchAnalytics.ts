import { isFeatureEnabled } from '../actions/isFeatureEnabled.js'
import { analyticsQueueMax } from '../constants/limits.js'
import type { Kernel } from '../kernel/Kernel.js'
import { whenIdle } from '../utils/whenIdle.js'
import type { AnalyticsKernelEvent, AnalyticsKernelEventName } from './startAnalytics.js'

const watched: readonly AnalyticsKernelEventName[] = [
  'track',
  'modalOpen',
  'modalClose',
  'connect',
  'disconnect',
  'networkChange',
]

/**
 * Analytics for the kernel and every plugin, which only emit events (`trackAnalyticsEvent`). With the `analytics`
 * feature off, or no service configured, it listens to nothing and sends nothing, ever; turning the feature off later
 * (`updateFeatures`) stops it at once, queued events included. Otherwise it notes the kernel's events (at most 100)
 * and, once idle after the first modal open or `track` event (not in the frame that paints the modal), loads
 * `startAnalytics` (the queue and its HTTP clients, kept off the first load) and hands them over. Returns the cleanup.
 */
export function watchAnalytics(kernel: Kernel): () => void {
  const { analyticsUrl, walletApiUrl, apiUrl } = kernel.options
  const eventsUrl = analyticsUrl ?? apiUrl
  const configUrl = walletApiUrl ?? apiUrl
  if (!isFeatureEnabled(kernel, 'analytics') || !eventsUrl || !configUrl) return () => {}

  const early: AnalyticsKernelEvent[] = []
  let loading = false
  let stopped = false
  let stopStarted: (() => void) | undefined
  let cancelLoad: (() => void) | undefined
  const recorders = watched.map((name) => {
    const record = (payload: unknown) => {
      early.push([name, payload] as AnalyticsKernelEvent)
      if (early.length > analyticsQueueMax) early.shift()
      if (loading || (name !== 'modalOpen' && name !== 'track')) return
      loading = true
      cancelLoad = whenIdle(() => {
        import('./startAnalytics.js').then(
          ({ startAnalytics }) => {
            if (stopped) return
            const seen = early.splice(0)
            stopRecording()
            stopStarted = startAnalytics(kernel, { configUrl, eventsUrl, early: seen })
          },
          // A chunk that fails to load leaves analytics off; nothing the user needs depends on it.
          () => stopRecording(),
        )
      })
    }
    kernel.events.on(name, record)
    return [name, record] as const
  })
  const stopRecording = () => {
    for (const [name, record] of recorders) kernel.events.off(name, record)
    early.length = 0
  }
  const stop = () => {
    if (stopped) return
    stopped = true
    stopWatchingFeature()
    cancelLoad?.()
    stopRecording()
    stopStarted?.()
  }
  // `updateFeatures({ analytics: false })` ends analytics at once: nothing queued or later is sent.
  const stopWatchingFeature = kernel.store.subscribe((state) => {
    if (state.features.analytics === false) stop()
  })
  return stop
}
