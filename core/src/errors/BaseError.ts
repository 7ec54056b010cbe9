import { version } from '../version.js'

export type BaseErrorParameters = {
  cause?: unknown
  details?: string
  docsPath?: string
  metaMessages?: string[]
}

const docsBaseUrl = 'https://foyer.dev/docs'

/**
 * The root of every error Foyer throws. `shortMessage` is the user-facing sentence (the exact text of
 * SPEC.md §8 where the spec names one); `message` adds details, meta lines, the docs link and version.
 */
export class BaseError extends Error {
  override name = 'FoyerError'
  readonly shortMessage: string
  readonly details: string
  readonly docsPath: string | undefined
  readonly metaMessages: string[] | undefined
  readonly version = `@foyer/core@${version}`

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details = parameters.details ?? detailsOf(parameters.cause)
    const lines = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
      ...(parameters.docsPath ? [`Docs: ${docsBaseUrl}${parameters.docsPath}`] : []),
      `Version: @foyer/core@${version}`,
    ]
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = parameters.docsPath
    this.metaMessages = parameters.metaMessages
  }

  /** Walks the cause chain; returns the deepest cause, or the first one `predicate` accepts. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current) {
      if (predicate?.(current)) return current
      const next = (current as { cause?: unknown }).cause
      if (next === undefined || next === null) return predicate ? null : current
      current = next
    }
    return predicate ? null : current
  }
}

function detailsOf(cause: unknown): string {
  if (cause instanceof BaseError) return cause.details
  if (cause instanceof Error) return cause.message
  if (typeof cause === 'string') return cause
  return ''
}
