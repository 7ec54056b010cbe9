import { analyticsQueueMax } from '../constants/limits.js'
import { analyticsFlushDelayMs } from '../constants/timings.js'
import { InvalidAppConfigurationError } from '../errors/analytics.js'
import { HttpRequestError } from '../errors/transport.js'
import type { KernelEventMap } from '../events/KernelEventMap.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import { createEventId } from '../net/createEventId.js'
import { version } from '../version.js'
import { createAnalyticsTransport } from './createAnalyticsTransport.js'
import { type AnalyticsEvent, toAnalyticsEvent } from './toAnalyticsEvent.js'

type QueuedEvent = AnalyticsEvent & { eventId: string; timestamp: number }

export type AnalyticsKernelEvent = {
  [name in AnalyticsKernelEventName]: [name, KernelEventMap[name]]
}[AnalyticsKernelEventName]

export type AnalyticsKernelEventName =
  | 'track'
  | 'modalOpen'
  | 'modalClose'
  | 'connect'
  | 'disconnect'
  | 'networkChange'

/**
 * The analytics queue and its HTTP side, loaded by `watchAnalytics` once analytics is due (SPEC.md §7, §8):
 * - `GET /getAnalyticsConfig` once, at the first modal open or `track` event (`trackAnalyticsEvent`); the kernel's
 *   own events (modal open and close, connect, disconnect, network switch) wait in the queue until then;
 * - events are queued (at most 100, the oldest dropped) and sent to `POST /e` one second after the first is due, or
 *   at once with `keepalive` when the page is hidden; only while the config says `isAnalyticsEnabled`;
 * - a 403 (unknown project, origin not on the allow-list) shows 'Invalid App Configuration' once and stops sending;
 *   any other failure of the config turns analytics off for this kernel, a failed event is dropped.
 * `early` holds the events seen before this module loaded, oldest first. Returns the cleanup.
 */
export function startAnalytics(
  kernel: Kernel,
  {
    configUrl,
    eventsUrl,
    early,
  }: { configUrl: string; eventsUrl: string; early: readonly AnalyticsKernelEvent[] },
): () => void {
  const { projectId, sdkType, sdkVersion } = kernel.options
  let status: 'waiting' | 'loading' | 'on' | 'off' = 'waiting'
  let invalidShown = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const queue: QueuedEvent[] = []
  const transport = createAnalyticsTransport({
    configUrl,
    eventsUrl,
    projectId,
    sdkType,
    sdkVersion: sdkVersion ?? `core-${version}`,
  })

  const turnOff = (error?: unknown) => {
    status = 'off'
    queue.length = 0
    clearFlushTimer()
    if (!(error instanceof HttpRequestError && error.status === 403) || invalidShown) return
    invalidShown = true
    // `watchErrorAlerts` shows it (once, whichever request met the refusal first).
    kernel.events.emit('error', { error: new InvalidAppConfigurationError({ cause: error }) })
  }

  const loadConfig = () => {
    if (status !== 'waiting') return
    status = 'loading'
    transport.getConfig().then(
      ({ isAnalyticsEnabled }) => {
        if (status !== 'loading') return
        if (!isAnalyticsEnabled) return turnOff()
        status = 'on'
        scheduleFlush()
      },
      (error: unknown) => {
        if (status === 'loading') turnOff(error)
      },
    )
  }

  const clearFlushTimer = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    getKernelInternals(kernel).timers.delete(timer)
    timer = undefined
  }

  const scheduleFlush = () => {
    if (status !== 'on' || timer !== undefined || queue.length === 0) return
    timer = setTimeout(() => flush(false), analyticsFlushDelayMs)
    getKernelInternals(kernel).timers.add(timer)
  }

  const flush = (keepalive: boolean) => {
    clearFlushTimer()
    if (status !== 'on') return
    for (const event of queue.splice(0)) {
      transport.send(event, keepalive).catch((error: unknown) => {
        if (error instanceof HttpRequestError && error.status === 403) turnOff(error)
      })
    }
  }

  const enqueue = (value: AnalyticsEvent) => {
    if (status === 'off') return
    queue.push({ ...value, eventId: createEventId(), timestamp: Date.now() })
    if (queue.length > analyticsQueueMax) queue.splice(0, queue.length - analyticsQueueMax)
    scheduleFlush()
  }

  const isConnected = () => kernel.store.getState().connection.status === 'connected'
  const onTrack = (value: unknown) => {
    let event: AnalyticsEvent
    try {
      // `track` is a public event: whatever a host emits there is checked like trackAnalyticsEvent's input.
      event = toAnalyticsEvent(value)
    } catch {
      return
    }
    loadConfig()
    enqueue(event)
  }
  const onModalOpen = () => {
    loadConfig()
    enqueue({ event: 'MODAL_OPEN', properties: { connected: isConnected() } })
  }
  const onModalClose = () => enqueue({ event: 'MODAL_CLOSE', properties: { connected: isConnected() } })
  const onConnect = ({ namespace, connectorId }: { namespace: string; connectorId: string }) => {
    const connector = kernel.store.getState().connectors.find((entry) => entry.id === connectorId)
    enqueue({
      event: 'CONNECT_SUCCESS',
      properties: {
        method: connector?.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser',
        name: connector?.name ?? connectorId,
        namespace,
      },
    })
  }
  const onDisconnect = ({ namespace }: { namespace: string }) =>
    enqueue({ event: 'DISCONNECT_SUCCESS', properties: { namespace } })
  const onNetworkChange = ({ network }: { network: { caipNetworkId: string } }) =>
    enqueue({ event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } })

  const page = globalThis as Partial<Pick<typeof globalThis, 'addEventListener' | 'removeEventListener'>> & {
    document?: { visibilityState?: string }
  }
  const onPageHide = () => flush(true)
  const onVisibilityChange = () => {
    if (page.document?.visibilityState === 'hidden') flush(true)
  }

  const handlers = {
    track: onTrack,
    modalOpen: onModalOpen,
    modalClose: onModalClose,
    connect: onConnect,
    disconnect: onDisconnect,
    networkChange: onNetworkChange,
  } as const
  for (const [name, payload] of early) (handlers[name] as (value: unknown) => void)(payload)
  kernel.events.on('track', onTrack)
  kernel.events.on('modalOpen', onModalOpen)
  kernel.events.on('modalClose', onModalClose)
  kernel.events.on('connect', onConnect)
  kernel.events.on('disconnect', onDisconnect)
  kernel.events.on('networkChange', onNetworkChange)
  page.addEventListener?.('pagehide', onPageHide)
  page.addEventListener?.('visibilitychange', onVisibilityChange)
  return () => {
    status = 'off'
    queue.length = 0
    clearFlushTimer()
    kernel.events.off('track', onTrack)
    kernel.events.off('modalOpen', onModalOpen)
    kernel.events.off('modalClose', onModalClose)
    kernel.events.off('connect', onConnect)
    kernel.events.off('disconnect', onDisconnect)
    kernel.events.off('networkChange', onNetworkChange)
    page.removeEventListener?.('pagehide', onPageHide)
    page.removeEventListener?.('visibilitychange', onVisibilityChange)
  }
}
