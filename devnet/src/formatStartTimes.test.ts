import { describe, expect, it } from 'vitest'
import { formatStartTimes } from './formatStartTimes.js'

describe('formatStartTimes', () => {
  it('gives the whole start and each part in the order they finished, in one line', () => {
    expect(
      formatStartTimes({
        info: { startMs: 9120 } as never,
        startTimes: { relay: 12, 'EVM chains': 6400, 'reference service': 310 },
      }),
    ).toBe('started in 9120 ms (relay 12 ms, EVM chains 6400 ms, reference service 310 ms)')
  })
})
