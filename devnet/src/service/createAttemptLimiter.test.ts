import { describe, expect, it } from 'vitest'
import { createAttemptLimiter } from './createAttemptLimiter.js'

describe('createAttemptLimiter', () => {
  it('allows max attempts per window, then throws a 429 with the seconds left', () => {
    let time = 0
    const limiter = createAttemptLimiter({ max: 2, windowMs: 60_000, now: () => time })
    limiter.count('ip')
    limiter.count('ip')
    time = 20_000
    expect(() => limiter.assertAllowed('ip')).toThrow(
      expect.objectContaining({ status: 429, retryAfterSeconds: 40 }),
    )
    expect(() => limiter.assertAllowed('other')).not.toThrow()
    time = 60_000
    expect(() => limiter.assertAllowed('ip')).not.toThrow()
  })

  it('tracks at most maxKeys keys, forgetting finished windows first, then the oldest', () => {
    let time = 0
    const limiter = createAttemptLimiter({ max: 1, windowMs: 1_000, maxKeys: 2, now: () => time })
    limiter.count('a')
    time = 600
    limiter.count('b')
    time = 1_100
    limiter.count('c') // full: 'a' has finished its window and goes
    expect(() => limiter.assertAllowed('b')).toThrow()
    expect(() => limiter.assertAllowed('c')).toThrow()
    time = 1_200
    limiter.count('d') // full, nothing finished: the oldest, 'b', goes
    expect(() => limiter.assertAllowed('b')).not.toThrow()
    expect(() => limiter.assertAllowed('c')).toThrow()
    expect(() => limiter.assertAllowed('d')).toThrow()
  })
})
