import { createAnalyticsClient } from '../net/createAnalyticsClient.js'
import { createWalletApi } from '../net/createWalletApi.js'
import type { AnalyticsConfig } from '../net/schemas/analytics.js'
import type { AnalyticsEvent } from './toAnalyticsEvent.js'

export type AnalyticsTransportParameters = {
  /** Where `GET /getAnalyticsConfig` goes (the Wallet API). */
  configUrl: string
  /** Where `POST /e` goes. */
  eventsUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
}

export type AnalyticsTransport = {
  getConfig(): Promise<AnalyticsConfig>
  send(event: AnalyticsEvent & { eventId: string; timestamp: number }, keepalive: boolean): Promise<unknown>
}

/** The HTTP side of analytics; `watchAnalytics` loads it lazily, once analytics is due, to keep it off first load. */
export function createAnalyticsTransport({
  configUrl,
  eventsUrl,
  ...client
}: AnalyticsTransportParameters): AnalyticsTransport {
  const events = createAnalyticsClient({ ...client, baseUrl: eventsUrl, enabled: true })
  return {
    getConfig: () => createWalletApi({ ...client, baseUrl: configUrl }).getAnalyticsConfig(),
    send: ({ eventId, event, properties, timestamp }, keepalive) =>
      events.sendEvent(
        { eventId, event, timestamp, ...(properties ? { props: properties } : {}) },
        { keepalive },
      ),
  }
}
