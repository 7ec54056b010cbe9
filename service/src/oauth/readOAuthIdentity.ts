import * as z from 'zod'
import type { OAuthIdentity } from '../addAuthRoutes.js'

const subjectSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().regex(/^[^\p{Cc}\s]{1,255}$/u, 'Expected a subject of 1 to 255 visible characters'))
const nameSchema = z
  .string()
  .transform((name) => name.trim())
  .pipe(z.string().regex(/^[^\p{Cc}]{1,100}$/u))
  .nullish()
  .catch(null)
const emailSchema = z.email().max(254).nullish().catch(null)
/** Some providers (Apple) send `"true"` as a string. */
const verifiedSchema = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')])
  .nullish()
  .catch(null)

/** What a provider said about the user, as the service keeps it. */
export type ProviderProfile = {
  subject: unknown
  username?: unknown
  email?: unknown
  /** Whether the provider verified `email`; an unverified email is dropped. */
  emailVerified?: unknown
}

/**
 * Checks a provider's answer: the subject is required (a login without one fails); a malformed name or email is
 * dropped rather than failing the login, and so is an email the provider has not verified.
 */
export function readOAuthIdentity(profile: ProviderProfile): OAuthIdentity {
  const subject = subjectSchema.safeParse(profile.subject)
  if (!subject.success)
    throw new Error(`The provider sent no usable subject: ${subject.error.issues[0]?.message}`)
  const email = emailSchema.parse(profile.email) ?? null
  const verified = verifiedSchema.parse(profile.emailVerified)
  return {
    subject: subject.data,
    username: nameSchema.parse(profile.username) ?? null,
    email: email !== null && verified === true ? email.toLowerCase() : null,
  }
}
