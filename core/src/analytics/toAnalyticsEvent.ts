import * as z from 'zod/mini'
import { analyticsPropertiesMaxLength } from '../constants/limits.js'
import { InvalidAnalyticsEventError } from '../errors/analytics.js'
import { configureZod } from '../zodConfig.js'

configureZod()

export type AnalyticsEvent = { event: string; properties?: Record<string, unknown> }

const analyticsEventSchema = z.object({
  event: z.string().check(z.minLength(1), z.maxLength(100)),
  properties: z.optional(z.record(z.string(), z.unknown())),
})

/**
 * Checks a tracked event and snapshots its properties as plain JSON (what will be sent, even if the caller mutates
 * its object later). Throws `InvalidAnalyticsEventError` for an empty or overlong name, and for properties that
 * JSON can't carry (bigint, cycles) or that exceed 8 KB.
 */
export function toAnalyticsEvent(value: unknown): AnalyticsEvent {
  const parsed = z.safeParse(analyticsEventSchema, value)
  if (!parsed.success) throw new InvalidAnalyticsEventError({ details: z.prettifyError(parsed.error) })
  const { event, properties } = parsed.data
  if (properties === undefined) return { event }
  let json: string
  try {
    json = JSON.stringify(properties)
  } catch (cause) {
    throw new InvalidAnalyticsEventError({
      details: `properties of ${event} are not JSON: ${cause instanceof Error ? cause.message : String(cause)}`,
    })
  }
  if (json.length > analyticsPropertiesMaxLength) {
    throw new InvalidAnalyticsEventError({
      details: `properties of ${event} take ${json.length} characters as JSON; at most ${analyticsPropertiesMaxLength} are sent.`,
    })
  }
  return { event, properties: JSON.parse(json) as Record<string, unknown> }
}
