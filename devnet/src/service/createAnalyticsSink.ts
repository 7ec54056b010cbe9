import { AnalyticsEventBodySchema } from '@foyer/core/schemas'
import * as z from 'zod'
import type { Router } from './createRouter.js'
import { devConvenience } from './devConvenience.js'
import { parseInput } from './parseInput.js'
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
}

/**
 * `POST /e` stores events, at most `analyticsEvents` of them and `analyticsBytes` of their JSON (the oldest are
 * dropped); `GET /dev/analytics` reads them and `DELETE /dev/analytics` clears them.
 */
export function createAnalyticsSink(
  router: Router,
  projects: ServiceProjects,
  { store, devConveniences, limits }: CreateAnalyticsSinkOptions,
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
    const receivedAt = Date.now()
    const bytes = Buffer.byteLength(JSON.stringify({ ...event, projectId: project.projectId, receivedAt }))
    await store.execute(
      'INSERT INTO analytics_events (project_id, event, received_at, bytes) VALUES ($1, $2::jsonb, $3, $4)',
      [project.projectId, JSON.stringify(event), receivedAt, bytes],
    )
    // The newest events that fit both caps stay.
    await store.execute(
      `DELETE FROM analytics_events WHERE id IN (
         SELECT id FROM (
           SELECT id, row_number() OVER newest AS newer_count, sum(bytes) OVER newest AS newer_bytes
           FROM analytics_events WINDOW newest AS (ORDER BY id DESC)
         ) ranked
         WHERE newer_count > $1 OR newer_bytes > $2
       )`,
      [limits.analyticsEvents, limits.analyticsBytes],
    )
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
