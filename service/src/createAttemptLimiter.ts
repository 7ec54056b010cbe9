import * as z from 'zod'
import { TooManyRequestsError } from './serviceErrors.js'
import type { ServiceStore } from './storage/serviceStore.js'

export type AttemptLimiter = {
  /** Throws a 429 (with its retry time) once `key` has used up its attempts in the current window. */
  assertAllowed: (key: string) => Promise<void>
  /** Counts one attempt of `key`. */
  count: (key: string) => Promise<void>
  /**
   * Counts one attempt of `key` and throws the 429 when it is past `max`, in one statement: of any number of
   * concurrent calls, from any process on the database, exactly `max` per window get through.
   */
  consume: (key: string) => Promise<void>
}

export type CreateAttemptLimiterParameters = {
  store: ServiceStore
  /** What is counted (`auth-failures-ip`, …): limiters of different names never share counts. */
  name: string
  /** Attempts a key may make per window. */
  max: number
  windowMs: number
  now?: () => number
}

const windowRow = z.object({ started_at: z.coerce.number().int(), attempts: z.coerce.number().int() })
const sweepIntervalMs = 60_000

/**
 * Counts attempts per key (an IP, an email) in fixed windows, in the store: every process on the database
 * counts against the same windows. Finished windows are deleted, at most once a minute per process.
 */
export function createAttemptLimiter({
  store,
  name,
  max,
  windowMs,
  now = Date.now,
}: CreateAttemptLimiterParameters): AttemptLimiter {
  let sweptAt = now()

  async function sweep() {
    if (now() - sweptAt < sweepIntervalMs) return
    sweptAt = now()
    await store.execute('DELETE FROM attempt_counters WHERE scope = $1 AND started_at <= $2', [
      name,
      now() - windowMs,
    ])
  }

  function tooMany(startedAt: number): TooManyRequestsError {
    return new TooManyRequestsError(
      Math.max(1, Math.ceil((startedAt + windowMs - now()) / 1000)),
      `At most ${max} per ${windowMs / 1000} s (${name})`,
    )
  }

  return {
    async assertAllowed(key) {
      const [window] = await store.query(
        windowRow,
        'SELECT started_at, attempts FROM attempt_counters WHERE scope = $1 AND key = $2 AND started_at > $3',
        [name, key, now() - windowMs],
      )
      if (window && window.attempts >= max) throw tooMany(window.started_at)
    },
    async count(key) {
      const time = now()
      // One upsert: a finished window restarts at 1, a current one counts up, whichever process counts.
      await store.execute(
        `INSERT INTO attempt_counters (scope, key, started_at, attempts) VALUES ($1, $2, $3, 1)
         ON CONFLICT (scope, key) DO UPDATE SET
           attempts = CASE WHEN attempt_counters.started_at <= $4 THEN 1 ELSE attempt_counters.attempts + 1 END,
           started_at = CASE WHEN attempt_counters.started_at <= $4 THEN $3 ELSE attempt_counters.started_at END`,
        [name, key, time, time - windowMs],
      )
      await sweep()
    },
    async consume(key) {
      const time = now()
      // The upsert takes the row's lock: concurrent calls queue on it and each sees the count before it.
      // Refused attempts count too (capped at max + 1), so a flood cannot outlast its window.
      const [window] = await store.query(
        windowRow,
        `INSERT INTO attempt_counters (scope, key, started_at, attempts) VALUES ($1, $2, $3, 1)
         ON CONFLICT (scope, key) DO UPDATE SET
           attempts = CASE WHEN attempt_counters.started_at <= $4 THEN 1
                           ELSE LEAST(attempt_counters.attempts + 1, $5) END,
           started_at = CASE WHEN attempt_counters.started_at <= $4 THEN $3 ELSE attempt_counters.started_at END
         RETURNING started_at, attempts`,
        [name, key, time, time - windowMs, max + 1],
      )
      await sweep()
      if (window && window.attempts > max) throw tooMany(window.started_at)
    },
  }
}
