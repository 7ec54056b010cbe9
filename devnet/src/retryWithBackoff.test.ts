import { describe, expect, it } from 'vitest'
import { retryWithBackoff } from './retryWithBackoff.js'

describe('retryWithBackoff', () => {
  it('tries again after a failure, waiting twice as long each time, and resolves with the first success', async () => {
    const waits: number[] = []
    const result = await retryWithBackoff(
      async (attempt) => {
        if (attempt < 3) throw new Error(`attempt ${attempt}`)
        return attempt
      },
      { initialDelayMs: 5, onRetry: ({ delayMs }) => waits.push(delayMs) },
    )
    expect(result).toBe(3)
    expect(waits).toEqual([5, 10])
  })

  it('gives up after the last attempt with its error', async () => {
    const failures: string[] = []
    const error = await retryWithBackoff(
      async (attempt) => {
        throw new Error(`attempt ${attempt}`)
      },
      { attempts: 3, initialDelayMs: 1, onRetry: ({ error }) => failures.push((error as Error).message) },
    ).catch((caught: unknown) => caught)
    expect((error as Error).message).toBe('attempt 3')
    expect(failures).toEqual(['attempt 1', 'attempt 2'])
  })
})
