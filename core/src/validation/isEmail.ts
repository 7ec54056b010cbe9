import * as z from 'zod'
import { enableJitlessZod } from '../zodConfig.js'

enableJitlessZod()

const emailSchema = z.email()

export function isEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}
