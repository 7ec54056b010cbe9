import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'

configureZod()

/** `GET /getAnalyticsConfig` */
export const AnalyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfig = z.infer<typeof AnalyticsConfigSchema>

/** The body of `POST /e`. */
export const AnalyticsEventBodySchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  url: z.string(),
  domain: z.string(),
  timestamp: z.int().check(z.nonnegative()),
  props: z.object({
    type: z.literal('track'),
    event: z.string().check(z.minLength(1)),
    properties: z.optional(z.record(z.string(), z.unknown())),
  }),
})
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBodySchema>
