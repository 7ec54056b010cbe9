import * as z from 'zod'

/**
 * What the reference service keeps at most, so no client can grow its memory without bound. Every cap refuses or
 * drops as documented in `src/service/README.md` ("Running it for real").
 */
export const serviceLimitsSchema = z.object({
  /** The largest request body; a larger one is answered 413 `body_too_large`. */
  bodyBytes: z.number().int().positive().default(1_000_000),
  /** The largest request line and headers together (so the longest URL and query); past it 431 `headers_too_large`. */
  headerBytes: z.number().int().min(1024).default(16_384),
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
  /** Email codes one IP may have sent per 15 minutes; then 429 `too_many_requests` with `retry-after`. */
  emailCodesPerIp: z.number().int().positive().default(20),
  /** Failed code verifications one IP may make per 15 minutes; then 429 `too_many_requests`. */
  authFailuresPerIp: z.number().int().positive().default(30),
  /** Failed code verifications for one email per 15 minutes, from any IP; then 429 `too_many_requests`. */
  authFailuresPerEmail: z.number().int().positive().default(10),
  /** Live sign-in sessions; once full (after forgetting expired ones) a sign-in gets 429 `limit_reached`. */
  authSessions: z.number().int().positive().default(100_000),
  /** Pending email codes, and pending OAuth codes; once full, a new one gets 429 `limit_reached`. */
  pendingAuthCodes: z.number().int().positive().default(100_000),
  /** Names one address may register; the next gets 429 `limit_reached`. */
  namesPerAddress: z.number().int().positive().default(20),
  /** Names registered in total; the next gets 429 `limit_reached`. */
  namesTotal: z.number().int().positive().default(100_000),
  /** Unpaid on-ramp orders kept; past it the oldest unpaid order is forgotten (its checkout page then 404s). */
  onrampOrders: z.number().int().positive().default(10_000),
})

export type ServiceLimits = z.output<typeof serviceLimitsSchema>
export type ServiceLimitsParameters = z.input<typeof serviceLimitsSchema>
