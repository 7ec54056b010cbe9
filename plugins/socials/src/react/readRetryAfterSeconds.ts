import { BaseError } from '@foyer/core'

/** The wait a rate-limit answer asks for ("Please try again after 12 seconds"), in seconds; undefined for others. */
export function readRetryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof BaseError)) return undefined
  const match = /try again after (\d+) seconds?/i.exec(error.shortMessage)
  return match ? Number(match[1]) : undefined
}
