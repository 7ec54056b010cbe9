import { timingSafeEqual } from 'node:crypto'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { RequestRecord, Router } from './createRouter.js'
import { MetricsTokenError } from './serviceErrors.js'

export type ServiceMetrics = {
  registry: Registry
  /** Counts one answered request. */
  record: (record: RequestRecord) => void
  /** Requests received (their headers read) and not yet answered, a scrape included. */
  requestsInFlight: Gauge
}

/**
 * Prometheus metrics of one service: `foyer_http_requests_total` and `foyer_http_request_duration_seconds` by
 * method, route pattern and status, `foyer_rate_limit_refusals_total` by route, `foyer_http_requests_in_flight`,
 * and the process's own metrics (`process_*`, `nodejs_*`). A registry of its own, so several services in one process keep apart.
 */
export function createServiceMetrics(): ServiceMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'foyer_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'foyer_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const refusals = new Counter({
    name: 'foyer_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429 too_many_requests), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  })
  const requestsInFlight = new Gauge({
    name: 'foyer_http_requests_in_flight',
    help: 'Requests received and not yet answered, this scrape included',
    registers: [registry],
  })
  return {
    registry,
    requestsInFlight,
    record(record) {
      // Unmatched paths share one label: a scanner must not grow the series without bound.
      const labels = {
        method: record.method,
        route: record.route ?? 'unmatched',
        status: String(record.status),
      }
      requests.inc(labels)
      durations.observe(labels, record.durationMs / 1000)
      if (record.errorCode === 'too_many_requests') refusals.inc({ route: labels.route })
    },
  }
}

/** `GET /metrics` in Prometheus's text format; with `token`, only for `Authorization: Bearer <token>`. */
export function addMetricsRoute(router: Router, metrics: ServiceMetrics, token: string | undefined): void {
  router.add('GET', '/metrics', async (context) => {
    if (token !== undefined) {
      const given = Buffer.from(/^Bearer (.+)$/.exec(context.headers.authorization ?? '')?.[1] ?? '')
      const expected = Buffer.from(token)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new MetricsTokenError()
    }
    return {
      headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
      body: await metrics.registry.metrics(),
    }
  })
}
