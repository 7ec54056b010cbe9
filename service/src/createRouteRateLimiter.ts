import { type AttemptLimiter, createAttemptLimiter } from './createAttemptLimiter.js'
import type { RequestContext, RouteLimiter } from './createRouter.js'
import type { RateLimitGroup, ServiceLimits } from './serviceLimits.js'
import type { ServiceStore } from './storage/serviceStore.js'

/**
 * Every unauthenticated write of the service (`METHOD pattern`, as the route was added) and the group it counts
 * against. Writes left out need a session or are dev conveniences; `createRouteRateLimiter.test.ts` checks that
 * every write route the service has is either here or on its list of exemptions.
 */
export const rateLimitedRoutes: Readonly<Record<string, RateLimitGroup>> = {
  'POST /e': 'analytics',
  'POST /auth/email/connect': 'emailConnect',
  'POST /auth/email/verify': 'codeVerify',
  'POST /auth/device/approve': 'codeVerify',
  'GET /auth/siwx/nonce': 'siwx',
  'POST /auth/siwx/verify': 'siwx',
  'DELETE /auth/siwx/sessions/:id': 'siwx',
  'POST /auth/oauth/start': 'oauth',
  'GET /auth/oauth/:provider': 'oauth',
  'GET /auth/oauth/callback/:provider': 'oauth',
  'POST /auth/oauth/callback/:provider': 'oauth',
  'POST /auth/oauth/cancel': 'oauth',
  'POST /auth/oauth/token': 'oauth',
  'POST /auth/farcaster/channel': 'farcaster',
  'POST /auth/farcaster/connect': 'farcaster',
  'POST /v1/profile/account': 'names',
  'POST /v1/sessions/:id': 'smartSessions',
  'POST /v1/sessions/:id/revoke': 'smartSessions',
  'POST /v1/generators/onrampurl': 'onramp',
  'POST /onramp/pay/:id': 'onramp',
}

export type CreateRouteRateLimiterParameters = {
  store: ServiceStore
  limits: ServiceLimits['rateLimits']
  now?: () => number
}

/**
 * The router's limiter: counts each request to a route of `rateLimitedRoutes` against its group, per client, in
 * the store (so every process on the database counts together), and refuses it with 429 `too_many_requests` and
 * `retry-after` past the group's limit.
 */
export function createRouteRateLimiter({
  store,
  limits,
  now = Date.now,
}: CreateRouteRateLimiterParameters): RouteLimiter {
  const limiters = new Map<RateLimitGroup, AttemptLimiter>()
  for (const [group, { max, windowSeconds }] of Object.entries(limits) as [
    RateLimitGroup,
    ServiceLimits['rateLimits'][RateLimitGroup],
  ][]) {
    limiters.set(
      group,
      createAttemptLimiter({ store, name: `rate-${group}`, max, windowMs: windowSeconds * 1000, now }),
    )
  }
  return async ({ method, pattern }, context: RequestContext) => {
    const group = rateLimitedRoutes[`${method} ${pattern}`]
    if (group === undefined) return
    await limiters.get(group)?.consume(clientKey(context.clientAddress))
  }
}

/**
 * The key a client counts under: its IPv4 address, or its IPv6 /64 (one subscriber's usual allocation, so hopping
 * addresses inside it does not buy more requests).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped) return mapped[1] as string
  if (!address.includes(':')) return address
  const [head = '', tail] = address.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
          ...tailGroups,
        ]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
