import * as z from 'zod/mini'
import { configureZod } from '../zodConfig.js'
import { createEventId } from './createEventId.js'
import { createHttpClient } from './createHttpClient.js'
import { fetchFunctionSchema, parseClientParameters } from './parseClientParameters.js'
import { type AnalyticsEventBody, AnalyticsEventBodySchema } from './schemas/analytics.js'

configureZod()

/** The analytics events the product sends (SPEC.md §7). */
export const analyticsEvents = [
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'SWAP_APPROVAL_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
] as const

export type AnalyticsEventName = (typeof analyticsEvents)[number]

export type AnalyticsClientParameters = {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  /** Read before every event, so a function can follow a setting that changes; `false` sends nothing, ever. */
  enabled: boolean | (() => boolean)
  fetch?: typeof fetch
}

export type SendEventParameters = {
  /** Generated when left out. */
  eventId?: string
  event: AnalyticsEventName | (string & {})
  props?: Record<string, unknown>
  /** When the event happened (ms since the epoch); now when left out. */
  timestamp?: number
}

export type SendEventOptions = {
  /** Sent so it survives the page unloading (`fetch` keepalive, as a CORS-simple request with no preflight). */
  keepalive?: boolean
}

export type AnalyticsClient = {
  isEnabled(): boolean
  /** Posts the event to `/e`; resolves `false` without sending when analytics is disabled. */
  sendEvent(parameters: SendEventParameters, options?: SendEventOptions): Promise<boolean>
}

const analyticsClientParametersSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  projectId: z.string().check(z.minLength(1)),
  sdkType: z.string().check(z.minLength(1)),
  sdkVersion: z.string().check(z.minLength(1)),
  enabled: z.union([z.boolean(), z.custom<() => boolean>((value) => typeof value === 'function')]),
  fetch: z.optional(fetchFunctionSchema),
})

const sendEventParametersSchema = z.object({
  eventId: z.optional(z.string().check(z.minLength(1))),
  event: z.string().check(z.minLength(1)),
  props: z.optional(z.record(z.string(), z.unknown())),
  timestamp: z.optional(z.int().check(z.nonnegative())),
})

/** Sends product analytics events. Sends nothing when created, and nothing at all while disabled. */
export function createAnalyticsClient(parameters: AnalyticsClientParameters): AnalyticsClient {
  const { baseUrl, projectId, sdkType, sdkVersion, enabled } = parseClientParameters(
    'createAnalyticsClient',
    analyticsClientParametersSchema,
    parameters,
  )
  const http = createHttpClient({
    baseUrl,
    query: { projectId, st: sdkType, sv: sdkVersion },
    ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
  })
  const isEnabled = () => (typeof enabled === 'function' ? enabled() === true : enabled)

  return {
    isEnabled,
    async sendEvent(eventParameters, { keepalive = false } = {}) {
      if (!isEnabled()) return false
      const { eventId, event, props, timestamp } = parseClientParameters(
        'sendEvent',
        sendEventParametersSchema,
        eventParameters,
      )
      const location = (globalThis as { location?: { href?: string; hostname?: string } }).location
      const body: AnalyticsEventBody = AnalyticsEventBodySchema.parse({
        eventId: eventId ?? createEventId(),
        url: location?.href ?? '',
        domain: location?.hostname ?? '',
        timestamp: timestamp ?? Date.now(),
        props: { type: 'track', event, ...(props ? { properties: props } : {}) },
      })
      await http.post('/e', {
        body,
        schema: z.unknown(),
        // text/plain keeps a keepalive request CORS-simple: browsers may refuse a preflight while the page unloads.
        ...(keepalive ? { keepalive, headers: { 'content-type': 'text/plain;charset=UTF-8' } } : {}),
      })
      return true
    },
  }
}
