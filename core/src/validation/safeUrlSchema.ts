import * as z from 'zod/mini'
import { configureZod } from '../zodConfig.js'
import { checkUrl, type UrlUse } from './checkUrl.js'

configureZod()

/** A string that `checkUrl` accepts for `use`; the issue's message says what was wrong (scheme, length, ...). */
export function safeUrlSchema(use: UrlUse): z.ZodMiniString<string> {
  return z.string().check(
    z.superRefine((value, context) => {
      const result = checkUrl(value, use)
      if (!result.ok) context.addIssue({ code: 'custom', message: result.reason, input: value })
    }),
  )
}
