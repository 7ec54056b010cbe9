import { AnalyticsEventBodySchema } from '@foyer/core/schemas'
import * as z from 'zod'
import type { Router } from './createRouter.js'
import { devConvenience } from './devConvenience.js'
import { parseInput } from './parseInput.js'
import { LimitReachedError } from './serviceErrors.js'
import type { ServiceLimits } from './serviceLimits.js'
import type { ServiceProjects } from './serviceProjects.js'
import type { ServiceStore } from './storage/serviceStore.js'

/** SPEC.md §7's analytics body, as core's client sends it, with a real URL required. */
export const analyticsEventSchema = z.object({ ...AnalyticsEventBodySchema.shape, url: z.url() })

export type StoredAnalyticsEvent = z.output<typeof analyticsEventSchema> & {
  projectId: string
  receivedAt: number
}

export type AnalyticsSink = {
  /** The events received since the database was created or last cleared that the caps kept, oldest first. */
  events: () => Promise<StoredAnalyticsEvent[]>
  clear: () => Promise<void>
}

const storedRow = z
  .object({ project_id: z.string(), event: analyticsEventSchema, received_at: z.coerce.number().int() })
  .transform(
    (row): StoredAnalyticsEvent => ({ ...row.event, projectId: row.project_id, receivedAt: row.received_at }),
  )

export type CreateAnalyticsSinkOptions = {
  /** Where events are kept. */
  store: ServiceStore
  /** `/dev/analytics` answers 404 without. */
  devConveniences: boolean
  limits: Pick<ServiceLimits, 'analyticsEvents' | 'analyticsBytes'>
  /** The clock of `receivedAt`; `Date.now` when absent. */
  now?: () => number
}

const totalsRow = z.object({ count: z.coerce.number().int(), bytes: z.coerce.number().int() })

/**
 * `POST /e` stores each event once per project (a resent `eventId` is answered 202 and not stored again), at most
 * `analyticsEvents` of them and `analyticsBytes` of their JSON: once full, a new event is refused with 429
 * `limit_reached` and nothing stored is evicted, so a flood can stop new events being recorded (the per-client rate
 * limit slows it) but never erase recorded ones. `GET /dev/analytics` reads them and `DELETE /dev/analytics` clears
 * them.
 */
export function createAnalyticsSink(
  router: Router,
  projects: ServiceProjects,
  { store, devConveniences, limits, now = Date.now }: CreateAnalyticsSinkOptions,
): AnalyticsSink {
  const sink: AnalyticsSink = {
    events: () =>
      store.query(storedRow, 'SELECT project_id, event, received_at FROM analytics_events ORDER BY id'),
    async clear() {
      await store.execute('DELETE FROM analytics_events')
    },
  }
  router.add('POST', '/e', async (context) => {
    const project = projects.require(context)
    const event = parseInput(analyticsEventSchema, await context.body(), 'body field')
    const receivedAt = now()
    const bytes = Buffer.byteLength(JSON.stringify({ ...event, projectId: project.projectId, receivedAt }))
    // One lock across every process on the database: the room checked is the room the insert takes.
    await store.withLock('foyer-analytics-events', async () => {
      const [seen] = await store.query(
        z.object({ id: z.coerce.number() }),
        'SELECT id FROM analytics_events WHERE project_id = $1 AND event_id = $2',
        [project.projectId, event.eventId],
      )
      if (seen) return
      const [totals] = await store.query(
        totalsRow,
        'SELECT count(*) AS count, coalesce(sum(bytes), 0) AS bytes FROM analytics_events',
      )
      if (
        totals &&
        (totals.count >= limits.analyticsEvents || totals.bytes + bytes > limits.analyticsBytes)
      ) {
        throw new LimitReachedError(
          `The analytics store is full (${limits.analyticsEvents} events or ${limits.analyticsBytes} bytes): this event was not stored`,
        )
      }
      await store.execute(
        `INSERT INTO analytics_events (project_id, event_id, event, received_at, bytes)
         VALUES ($1, $2, $3::jsonb, $4, $5) ON CONFLICT (project_id, event_id) DO NOTHING`,
        [project.projectId, event.eventId, JSON.stringify(event), receivedAt, bytes],
      )
    })
    return { status: 202, json: { received: true } }
  })
  router.add(
    'GET',
    '/dev/analytics',
    devConvenience(devConveniences, async () => ({ json: { events: await sink.events() } })),
  )
  router.add(
    'DELETE',
    '/dev/analytics',
    devConvenience(devConveniences, async () => {
      await sink.clear()
      return { json: { cleared: true } }
    }),
  )
  return sink
}
