import { TooManyRequestsError } from './serviceErrors.js'

export type AttemptLimiter = {
  /** Throws a 429 (with its retry time) once `key` has used up its attempts in the current window. */
  assertAllowed: (key: string) => void
  /** Counts one attempt of `key`. */
  count: (key: string) => void
}

export type CreateAttemptLimiterParameters = {
  /** Attempts a key may make per window. */
  max: number
  windowMs: number
  /** Keys tracked at most; past it, finished windows are forgotten, then the oldest. */
  maxKeys?: number
  now?: () => number
}

/** Counts attempts per key (an IP, an email) in fixed windows, with a bounded number of keys. */
export function createAttemptLimiter({
  max,
  windowMs,
  maxKeys = 100_000,
  now = Date.now,
}: CreateAttemptLimiterParameters): AttemptLimiter {
  const windows = new Map<string, { startedAt: number; attempts: number }>()

  function current(key: string) {
    const window = windows.get(key)
    if (window && now() - window.startedAt < windowMs) return window
    windows.delete(key)
    return undefined
  }

  return {
    assertAllowed(key) {
      const window = current(key)
      if (window && window.attempts >= max) {
        throw new TooManyRequestsError(Math.max(1, Math.ceil((window.startedAt + windowMs - now()) / 1000)))
      }
    },
    count(key) {
      const window = current(key)
      if (window) {
        window.attempts += 1
        return
      }
      if (windows.size >= maxKeys) {
        for (const [other, entry] of windows) if (now() - entry.startedAt >= windowMs) windows.delete(other)
        while (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
      }
      windows.set(key, { startedAt: now(), attempts: 1 })
    },
  }
}
