import { AnalyticsEventBodySchema } from '@foyer/core/internal'
import * as z from 'zod'
import type { Router } from './createRouter.js'
import { devConvenience } from './devConvenience.js'
import { parseInput } from './parseInput.js'
import type { ServiceLimits } from './serviceLimits.js'
import type { ServiceProjects } from './serviceProjects.js'

/** SPEC.md §7's analytics body, as core's client sends it, with a real URL required. */
export const analyticsEventSchema = z.object({ ...AnalyticsEventBodySchema.shape, url: z.url() })

export type StoredAnalyticsEvent = z.output<typeof analyticsEventSchema> & {
  projectId: string
  receivedAt: number
}

export type AnalyticsSink = {
  /** The events received since start or the last clear that the caps kept, oldest first. */
  events: () => StoredAnalyticsEvent[]
  clear: () => void
}

export type CreateAnalyticsSinkOptions = {
  /** `/dev/analytics` answers 404 without. */
  devConveniences: boolean
  limits: Pick<ServiceLimits, 'analyticsEvents' | 'analyticsBytes'>
}

/**
 * `POST /e` stores events, at most `analyticsEvents` of them and `analyticsBytes` of their JSON (the oldest are
 * dropped); `GET /dev/analytics` reads them and `DELETE /dev/analytics` clears them.
 */
export function createAnalyticsSink(
  router: Router,
  projects: ServiceProjects,
  { devConveniences, limits }: CreateAnalyticsSinkOptions,
): AnalyticsSink {
  const stored: { event: StoredAnalyticsEvent; bytes: number }[] = []
  let storedBytes = 0
  const sink: AnalyticsSink = {
    events: () => stored.map(({ event }) => ({ ...event })),
    clear: () => {
      stored.length = 0
      storedBytes = 0
    },
  }
  router.add('POST', '/e', async (context) => {
    const project = projects.require(context)
    const event = parseInput(analyticsEventSchema, await context.body(), 'body field')
    const entry = { ...event, projectId: project.projectId, receivedAt: Date.now() }
    const bytes = Buffer.byteLength(JSON.stringify(entry))
    stored.push({ event: entry, bytes })
    storedBytes += bytes
    while (stored.length > limits.analyticsEvents || storedBytes > limits.analyticsBytes) {
      storedBytes -= stored.shift()?.bytes ?? 0
    }
    return { status: 202, json: { received: true } }
  })
  router.add(
    'GET',
    '/dev/analytics',
    devConvenience(devConveniences, () => ({ json: { events: sink.events() } })),
  )
  router.add(
    'DELETE',
    '/dev/analytics',
    devConvenience(devConveniences, () => {
      sink.clear()
      return { json: { cleared: true } }
    }),
  )
  return sink
}
