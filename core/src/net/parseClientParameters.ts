import * as z from 'zod/mini'
import { InvalidClientParametersError } from '../errors/transport.js'
import { configureZod } from '../zodConfig.js'

configureZod()

/** Accepts any function to be used in place of the global `fetch`. */
export const fetchFunctionSchema = z.custom<typeof fetch>((value) => typeof value === 'function', {
  message: 'Expected a fetch function',
})

/** Parses `value` with `schema`, throwing an error that names the client and every bad field. */
export function parseClientParameters<schema extends z.core.$ZodType>(
  client: string,
  schema: schema,
  value: unknown,
): z.output<schema> {
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.map(String).join('.')))]
  throw new InvalidClientParametersError({ client, fields, details: z.prettifyError(result.error) })
}
