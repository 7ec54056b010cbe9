import { AnalyticsEventBodySchema } from '@foyer/core/internal'
import * as z from 'zod'
import type { Router } from './createRouter.js'
import { parseInput } from './parseInput.js'
import type { ServiceProjects } from './serviceProjects.js'
import type { ServiceStore } from './storage/serviceStore.js'

/** SPEC.md §7's analytics body, as core's client sends it, with a real URL required. */
export const analyticsEventSchema = z.object({ ...AnalyticsEventBodySchema.shape, url: z.url() })

export type StoredAnalyticsEvent = z.output<typeof analyticsEventSchema> & {
  projectId: string
  receivedAt: number
}

export type AnalyticsSink = {
  /** Every event received since the database was created or last cleared, oldest first. */
  events: () => Promise<StoredAnalyticsEvent[]>
  clear: () => Promise<void>
}

const storedRow = z
  .object({ project_id: z.string(), event: analyticsEventSchema, received_at: z.coerce.number().int() })
  .transform(
    (row): StoredAnalyticsEvent => ({ ...row.event, projectId: row.project_id, receivedAt: row.received_at }),
  )

/** `POST /e` stores events; `GET /dev/analytics` reads them and `DELETE /dev/analytics` clears them. */
export function createAnalyticsSink(
  router: Router,
  projects: ServiceProjects,
  store: ServiceStore,
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
    await store.execute(
      'INSERT INTO analytics_events (project_id, event, received_at) VALUES ($1, $2::jsonb, $3)',
      [project.projectId, JSON.stringify(event), Date.now()],
    )
    return { status: 202, json: { received: true } }
  })
  router.add('GET', '/dev/analytics', async () => ({ json: { events: await sink.events() } }))
  router.add('DELETE', '/dev/analytics', async () => {
    await sink.clear()
    return { json: { cleared: true } }
  })
  return sink
}
