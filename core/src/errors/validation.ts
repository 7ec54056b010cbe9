import * as z from 'zod/mini'
import { BaseError } from './BaseError.js'

export type ValidationErrorType = ValidationError

/**
 * Input that failed its zod schema. `shortMessage` names the first bad field; `details` is zod's pretty
 * message for every issue; `issues` keeps the raw list for programmatic use.
 */
export class ValidationError extends BaseError {
  override name = 'ValidationError'
  readonly subject: string
  readonly issues: readonly z.core.$ZodIssue[]
  constructor({ subject, error, docsPath }: { subject: string; error: z.core.$ZodError; docsPath?: string }) {
    const first = error.issues[0]
    const where = first && first.path.length > 0 ? ` at "${formatPath(first.path)}"` : ''
    super(`Invalid ${subject}${where}: ${first?.message ?? 'unknown problem'}`, {
      cause: error,
      details: z.prettifyError(error),
      docsPath,
      metaMessages: error.issues.length > 1 ? [`${error.issues.length} problems found.`] : undefined,
    })
    this.subject = subject
    this.issues = error.issues
  }
}

export type InvalidChainIdErrorType = InvalidChainIdError

/** An EVM chain id that is not a positive integer below 2^31 (the coin type needs the high bit free). */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  readonly chainId: unknown
  constructor({ chainId }: { chainId: unknown }) {
    super(`Invalid chain id ${String(chainId)}: expected an integer from 0 to 2147483647.`)
    this.chainId = chainId
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`
      const name = String(key)
      return index === 0 ? name : `.${name}`
    })
    .join('')
}

export type InvalidDecimalErrorType = InvalidDecimalError

/** A value that is not a decimal number (digits, one optional point, optional sign and exponent). */
export class InvalidDecimalError extends BaseError {
  override name = 'InvalidDecimalError'
  readonly value: unknown
  constructor({ value }: { value: unknown }) {
    super(`Invalid decimal ${typeof value === 'string' ? JSON.stringify(value) : String(value)}.`, {
      metaMessages: ['Expected a decimal number such as "1", "-0.5" or "1.25e-3".'],
    })
    this.value = value
  }
}

export type InvalidDecimalsErrorType = InvalidDecimalsError

/** A token `decimals` that is not an integer from 0 to 255. */
export class InvalidDecimalsError extends BaseError {
  override name = 'InvalidDecimalsError'
  constructor({ decimals }: { decimals: unknown }) {
    super(`Invalid decimals ${String(decimals)}: expected an integer from 0 to 255.`)
  }
}
