import type * as z from 'zod'
import { ValidationError } from '../errors/validation.js'

export type ParseWithSchemaErrorType = ValidationError

/** Parses `value` with `schema`; on failure throws a ValidationError naming `subject` and the bad field. */
export function parseWithSchema<schema extends z.ZodType>(
  schema: schema,
  value: unknown,
  subject: string,
): z.output<schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw new ValidationError({ subject, error: result.error })
  return result.data
}
