import { AnalyticsEventBodySchema } from '@foyer/core/internal'
import * as z from 'zod'
import type { Router } from './createRouter.js'
import { parseInput } from './parseInput.js'
import type { ServiceProjects } from './serviceProjects.js'

/** SPEC.md §7's analytics body, as core's client sends it, with a real URL required. */
export const analyticsEventSchema = z.object({ ...AnalyticsEventBodySchema.shape, url: z.url() })

export type StoredAnalyticsEvent = z.output<typeof analyticsEventSchema> & {
  projectId: string
  receivedAt: number
}

export type AnalyticsSink = {
  /** Every event received since start or the last clear, oldest first. */
  events: () => StoredAnalyticsEvent[]
  clear: () => void
}

/** `POST /e` stores events; `GET /dev/analytics` reads them and `DELETE /dev/analytics` clears them. */
export function createAnalyticsSink(router: Router, projects: ServiceProjects): AnalyticsSink {
  const stored: StoredAnalyticsEvent[] = []
  const sink: AnalyticsSink = {
    events: () => stored.map((event) => ({ ...event })),
    clear: () => {
      stored.length = 0
    },
  }
  router.add('POST', '/e', async (context) => {
    const project = projects.require(context)
    const event = parseInput(analyticsEventSchema, await context.body(), 'body field')
    stored.push({ ...event, projectId: project.projectId, receivedAt: Date.now() })
    return { status: 202, json: { received: true } }
  })
  router.add('GET', '/dev/analytics', () => ({ json: { events: sink.events() } }))
  router.add('DELETE', '/dev/analytics', () => {
    sink.clear()
    return { json: { cleared: true } }
  })
  return sink
}
