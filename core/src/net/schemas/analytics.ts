import * as z from 'zod'
import { enableJitlessZod } from '../../zodConfig.js'

enableJitlessZod()

/** `GET /getAnalyticsConfig` */
export const AnalyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfig = z.infer<typeof AnalyticsConfigSchema>

/** The body of `POST /e`. */
export const AnalyticsEventBodySchema = z.object({
  eventId: z.string().min(1),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number().int().nonnegative(),
  props: z.object({
    type: z.literal('track'),
    event: z.string().min(1),
    properties: z.record(z.string(), z.unknown()).optional(),
  }),
})
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBodySchema>
