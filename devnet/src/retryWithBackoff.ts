export type RetryWithBackoffOptions = {
  /** Attempts in all, the first one included. */
  attempts?: number
  /** The wait before the second attempt; each later wait doubles. */
  initialDelayMs?: number
  /** Called before each wait, with the attempt that failed (1-based) and how long the wait is. */
  onRetry?: (failure: { attempt: number; error: unknown; delayMs: number }) => void
}

/**
 * Runs `step` until it resolves, at most `attempts` times, waiting `initialDelayMs`, then twice as long, and so on
 * between attempts; rethrows the last attempt's error. The time it can take is bounded by the attempts' own limits
 * plus the waits.
 */
export async function retryWithBackoff<T>(
  step: (attempt: number) => Promise<T>,
  { attempts = 4, initialDelayMs = 500, onRetry }: RetryWithBackoffOptions = {},
): Promise<T> {
  let delayMs = initialDelayMs
  for (let attempt = 1; ; attempt++) {
    try {
      return await step(attempt)
    } catch (error) {
      if (attempt >= attempts) throw error
      onRetry?.({ attempt, error, delayMs })
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      delayMs *= 2
    }
  }
}
