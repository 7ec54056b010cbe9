import * as z from 'zod'

const emailSchema = z.email()

export function isEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}
