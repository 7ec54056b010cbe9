import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { createAttemptLimiter } from './createAttemptLimiter.js'
import { openServiceStore } from './storage/openServiceStore.js'
import type { ServiceStore } from './storage/serviceStore.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

let store: ServiceStore

beforeAll(async () => {
  store = await openServiceStore(await testServiceStorage())
})
afterAll(() => store?.close())

describe('createAttemptLimiter', () => {
  it('allows max attempts per window, then throws a 429 with the seconds left', async () => {
    let time = 0
    const limiter = createAttemptLimiter({ store, name: 'test-a', max: 2, windowMs: 60_000, now: () => time })
    await limiter.count('ip')
    await limiter.count('ip')
    time = 20_000
    await expect(limiter.assertAllowed('ip')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 40 })
    await expect(limiter.assertAllowed('other')).resolves.toBeUndefined()
    time = 60_000
    await expect(limiter.assertAllowed('ip')).resolves.toBeUndefined()
    await limiter.count('ip')
    await expect(limiter.assertAllowed('ip')).resolves.toBeUndefined()
  })

  it('shares counts between limiters of one name (two processes), not across names', async () => {
    const time = 1_000_000
    const first = createAttemptLimiter({ store, name: 'test-b', max: 2, windowMs: 60_000, now: () => time })
    const second = createAttemptLimiter({ store, name: 'test-b', max: 2, windowMs: 60_000, now: () => time })
    const other = createAttemptLimiter({ store, name: 'test-c', max: 2, windowMs: 60_000, now: () => time })
    await Promise.all([first.count('ip'), second.count('ip')])
    await expect(first.assertAllowed('ip')).rejects.toMatchObject({ status: 429 })
    await expect(second.assertAllowed('ip')).rejects.toMatchObject({ status: 429 })
    await expect(other.assertAllowed('ip')).resolves.toBeUndefined()
  })

  it('deletes finished windows', async () => {
    let time = 5_000_000
    const limiter = createAttemptLimiter({ store, name: 'test-d', max: 1, windowMs: 1_000, now: () => time })
    await limiter.count('a')
    time += 61_000
    await limiter.count('b')
    const keys = await store.query(
      z.object({ key: z.string() }),
      "SELECT key FROM attempt_counters WHERE scope = 'test-d' ORDER BY key",
    )
    expect(keys).toEqual([{ key: 'b' }])
  })

  it('consume: counts and refuses in one step, with the seconds left and the limit named, then resets', async () => {
    let time = 9_000_000
    const limiter = createAttemptLimiter({ store, name: 'test-e', max: 2, windowMs: 60_000, now: () => time })
    await limiter.consume('ip')
    time += 15_000
    await limiter.consume('ip')
    await expect(limiter.consume('ip')).rejects.toMatchObject({
      status: 429,
      code: 'too_many_requests',
      retryAfterSeconds: 45,
      details: 'At most 2 per 60 s (test-e)',
    })
    await expect(limiter.consume('other')).resolves.toBeUndefined()
    time += 45_000
    await expect(limiter.consume('ip')).resolves.toBeUndefined()
  })

  it('consume: of many concurrent calls, from limiters sharing the store, exactly max get through', async () => {
    const time = 12_000_000
    const limiters = [1, 2, 3].map(() =>
      createAttemptLimiter({ store, name: 'test-f', max: 7, windowMs: 60_000, now: () => time }),
    )
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) => limiters[index % 3]?.consume('ip')),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(7)
  })
})
