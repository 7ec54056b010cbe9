import * as z from 'zod/mini'
import { configureZod } from '../zodConfig.js'

configureZod()

const emailSchema = z.email()

export function isEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}
