import * as z from 'zod'

/**
 * What the reference service keeps at most, so no client can grow its memory without bound. Every cap refuses or
 * drops as documented in `src/service/README.md` ("Running it for real").
 */
export const serviceLimitsSchema = z.object({
  /** Smart-session grants one account may hold; the next grant is refused with 429 `limit_reached`. */
  smartSessionsPerAccount: z.number().int().positive().default(100),
  /** Smart-session grants in total; the next grant is refused with 429 `limit_reached`. */
  smartSessionsTotal: z.number().int().positive().default(10_000),
  /** Analytics events kept; the oldest are dropped. */
  analyticsEvents: z.number().int().positive().default(10_000),
  /** Bytes of analytics events kept (their JSON); the oldest are dropped. */
  analyticsBytes: z.number().int().positive().default(8_000_000),
  /** Messages the dev mailbox keeps; the oldest are dropped. */
  mailboxMessages: z.number().int().positive().default(1_000),
})

export type ServiceLimits = z.output<typeof serviceLimitsSchema>
export type ServiceLimitsParameters = z.input<typeof serviceLimitsSchema>
