import * as z from 'zod/mini'
import { ValidationError } from '../errors/validation.js'

export type ParseWithSchemaErrorType = ValidationError

/** Parses `value` with `schema`; on failure throws a ValidationError naming `subject` and the bad field. */
export function parseWithSchema<schema extends z.core.$ZodType>(
  schema: schema,
  value: unknown,
  subject: string,
): z.output<schema> {
  const result = z.safeParse(schema, value)
  if (!result.success) throw new ValidationError({ subject, error: result.error })
  return result.data
}
