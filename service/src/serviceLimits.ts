import * as z from 'zod'

/** One rate limit: at most `max` requests per `windowSeconds` (a fixed window) per client. */
function rateLimitRule(max: number, windowSeconds: number) {
  return z
    .object({
      max: z.number().int().positive().max(1_000_000_000).default(max),
      windowSeconds: z.number().int().positive().max(86_400).default(windowSeconds),
    })
    .strict()
    .prefault({})
}

/**
 * What the reference service keeps at most, so no client can grow its memory without bound. Every cap refuses or
 * drops as documented in `README.md` ("Running it for real").
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
  /** Analytics events kept; once full, a new event gets 429 `limit_reached` (stored events are never evicted). */
  analyticsEvents: z.number().int().positive().default(10_000),
  /** Bytes of analytics events kept (their JSON); once full, a new event gets 429 `limit_reached`. */
  analyticsBytes: z.number().int().positive().default(8_000_000),
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
  /**
   * Requests one client (IP, or IPv6 /64) may make per window on each group of unauthenticated writes; past it
   * 429 `too_many_requests` with `retry-after`. `createRouteRateLimiter.ts` maps each route to its group.
   */
  rateLimits: z
    .object({
      /** `POST /e`. */
      analytics: rateLimitRule(600, 60),
      /** `POST /auth/email/connect`: requests, whether or not a code is sent. */
      emailConnect: rateLimitRule(20, 60),
      /** `POST /auth/email/verify` and `POST /auth/device/approve`: every attempt, right or wrong. */
      codeVerify: rateLimitRule(30, 60),
      /** `GET /auth/siwx/nonce`, `POST /auth/siwx/verify` and `DELETE /auth/siwx/sessions/:id`. */
      siwx: rateLimitRule(60, 60),
      /** The OAuth start page, its authorize form and `POST /auth/oauth/token`. */
      oauth: rateLimitRule(60, 60),
      /** `POST /auth/farcaster/channel` and `POST /auth/farcaster/connect`. */
      farcaster: rateLimitRule(60, 60),
      /** `POST /v1/profile/account` (name registration). */
      names: rateLimitRule(30, 3600),
      /** `POST /v1/sessions/:id` and `POST /v1/sessions/:id/revoke` (smart-session grants). */
      smartSessions: rateLimitRule(60, 60),
      /** `POST /v1/generators/onrampurl` and `POST /onramp/pay/:id` (on-ramp orders). */
      onramp: rateLimitRule(60, 60),
    })
    .strict()
    .prefault({}),
})

export type RateLimitGroup = keyof ServiceLimits['rateLimits']
export type RateLimitRule = ServiceLimits['rateLimits'][RateLimitGroup]

/** Every rate limit's `max` multiplied by `factor`: for a devnet whose every caller is 127.0.0.1. */
export function scaledRateLimits(factor: number): ServiceLimits['rateLimits'] {
  const defaults = serviceLimitsSchema.parse({}).rateLimits
  return Object.fromEntries(
    Object.entries(defaults).map(([group, rule]) => [group, { ...rule, max: rule.max * factor }]),
  ) as ServiceLimits['rateLimits']
}

export type ServiceLimits = z.output<typeof serviceLimitsSchema>
export type ServiceLimitsParameters = z.input<typeof serviceLimitsSchema>
