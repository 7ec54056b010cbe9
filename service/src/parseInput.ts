import type * as z from 'zod'
import { InvalidInputError } from './serviceErrors.js'

export type InputPlace = 'query parameter' | 'body field' | 'path parameter'

/**
 * Validates one request input with zod; a failure becomes a 400 naming each bad field,
 * e.g. `Invalid query parameter "chainId": Unknown chain eip155:999`.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  place: InputPlace,
): z.output<Schema> {
  const input = value instanceof URLSearchParams ? Object.fromEntries(value) : value
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? ` "${issue.path.join('.')}"` : ''
    return `Invalid ${place}${field}: ${issue.message}`
  })
  throw new InvalidInputError(problems.join('; '))
}
