import * as z from 'zod/mini'
import { configureZod } from '../zodConfig.js'
import type { AnalyticsEventName } from './analyticsEvents.js'
import { createHttpClient } from './createHttpClient.js'
import { fetchFunctionSchema } from './fetchFunctionSchema.js'
import { parseClientParameters } from './parseClientParameters.js'
import { type AnalyticsEventBody, AnalyticsEventBodySchema } from './schemas/analytics.js'

configureZod()

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
}

export type AnalyticsClient = {
  isEnabled(): boolean
  /** Posts the event to `/e`; resolves `false` without sending when analytics is disabled. */
  sendEvent(parameters: SendEventParameters): Promise<boolean>
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
    async sendEvent(eventParameters) {
      if (!isEnabled()) return false
      const { eventId, event, props } = parseClientParameters(
        'sendEvent',
        sendEventParametersSchema,
        eventParameters,
      )
      const location = (globalThis as { location?: { href?: string; hostname?: string } }).location
      const body: AnalyticsEventBody = AnalyticsEventBodySchema.parse({
        eventId: eventId ?? createEventId(),
        url: location?.href ?? '',
        domain: location?.hostname ?? '',
        timestamp: Date.now(),
        props: { type: 'track', event, ...(props ? { properties: props } : {}) },
      })
      await http.post('/e', { body, schema: z.unknown() })
      return true
    },
  }
}

function createEventId(): string {
  const crypto = globalThis.crypto
  // randomUUID exists only in secure contexts; getRandomValues exists everywhere crypto does.
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
