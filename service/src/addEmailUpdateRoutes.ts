import { randomInt } from 'node:crypto'
import * as z from 'zod'
import { composeAuthMail } from './composeAuthMail.js'
import type { RequestContext, Router } from './createRouter.js'
import type { Mailer } from './createSmtpMailer.js'
import { digestSecret } from './digestSecret.js'
import { parseInput } from './parseInput.js'
import { ConflictError, InvalidInputError, TooManyRequestsError, UnauthorizedError } from './serviceErrors.js'
import type { ServiceStore } from './storage/serviceStore.js'

const updateLifetimeMs = 10 * 60_000
const maxUpdateAttempts = 5
const resendCooldownMs = 30_000

const millis = z.coerce.number().int()
const updateRow = z.object({
  new_email: z.string(),
  step: z.enum(['primary', 'secondary']),
  code: z.string().nullable(),
  sent_at: millis,
})

export type AddEmailUpdateRoutesOptions = {
  store: ServiceStore
  email: z.ZodType<string, string>
  otp: z.ZodType<string, string>
  /** The signed-in user of the request's bearer token (401 without), and that token. */
  requireUser: (
    context: RequestContext,
  ) => Promise<{ id: string; email: string | null; provider: string; token: string }>
  /** Sends the update's codes; a failed send answers 503 and changes nothing. */
  mailer: Mailer
  /** Counts a wrong code against the caller (and refuses once they have too many). */
  countFailure: (context: RequestContext, email: string) => Promise<void>
  now: () => number
}

/**
 * Changing an email user's email (SPEC §4): a code to the current email proves the user holds it, then a code to the
 * new one proves that too; only then does the user's email change. Their login id (and wallet) stays.
 */
export function addEmailUpdateRoutes(router: Router, options: AddEmailUpdateRoutesOptions) {
  const { store, requireUser, mailer, countFailure, now } = options

  /** Mails the step's code, then keeps it: a mail that fails leaves no code behind. */
  async function mailCode(email: string, login: string, newEmail: string, step: 'primary' | 'secondary') {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await mailer.send(
      composeAuthMail(email, {
        kind: step === 'primary' ? 'email-update-current' : 'email-update-new',
        code,
        newEmail,
      }),
    )
    await store.execute(
      `INSERT INTO auth_email_updates (login, new_email, step, code, attempts, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, 0, $5, $6)
       ON CONFLICT (login) DO UPDATE SET new_email = excluded.new_email, step = excluded.step, code = excluded.code,
         attempts = 0, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
      [login, newEmail, step, code, now(), now() + updateLifetimeMs],
    )
  }

  /** Takes the pending step's code (one use); a wrong one counts, and the fifth wrong one ends the update. */
  async function consumeCode(
    context: RequestContext,
    login: string,
    email: string,
    step: string,
    otp: string,
  ) {
    const [pending] = await store.query(
      updateRow,
      'SELECT new_email, step, code, sent_at FROM auth_email_updates WHERE login = $1 AND expires_at >= $2',
      [login, now()],
    )
    if (!pending || pending.step !== step || pending.code === null)
      throw new UnauthorizedError('No email update is waiting for this code: start again')
    const used = await store.execute(
      'UPDATE auth_email_updates SET code = NULL WHERE login = $1 AND step = $2 AND code = $3',
      [login, step, otp],
    )
    if (used === 0) {
      await store.execute(
        `UPDATE auth_email_updates SET attempts = attempts + 1,
           code = CASE WHEN attempts + 1 >= $2 THEN NULL ELSE code END WHERE login = $1`,
        [login, maxUpdateAttempts],
      )
      await countFailure(context, email)
      throw new UnauthorizedError('Invalid code')
    }
    return pending.new_email
  }

  async function requireEmailUser(context: RequestContext) {
    const user = await requireUser(context)
    if (user.provider !== 'email' || user.email === null)
      throw new InvalidInputError('This account signs in without an email: there is none to update')
    return { ...user, email: user.email }
  }

  router.add('POST', '/auth/email/update', async (context) => {
    const user = await requireEmailUser(context)
    const { email: newEmail } = parseInput(
      z.object({ email: options.email }),
      await context.body(),
      'body field',
    )
    if (newEmail === user.email) throw new InvalidInputError('That is already your email')
    const [taken] = await store.query(
      z.object({ login: z.string() }),
      "SELECT login FROM auth_users WHERE provider = 'email' AND email = $1",
      [newEmail],
    )
    if (taken) throw new ConflictError('This email is already in use')
    const [last] = await store.query(
      z.object({ sent_at: millis }),
      'SELECT sent_at FROM auth_email_updates WHERE login = $1',
      [user.id],
    )
    if (last && now() - last.sent_at < resendCooldownMs)
      throw new TooManyRequestsError(Math.max(1, Math.ceil((last.sent_at + resendCooldownMs - now()) / 1000)))
    await mailCode(user.email, user.id, newEmail, 'primary')
    return { json: { action: 'VERIFY_PRIMARY_OTP' } }
  })

  router.add('POST', '/auth/email/update/primary', async (context) => {
    const user = await requireEmailUser(context)
    const { otp } = parseInput(z.object({ otp: options.otp }), await context.body(), 'body field')
    const newEmail = await consumeCode(context, user.id, user.email, 'primary', otp)
    try {
      await mailCode(newEmail, user.id, newEmail, 'secondary')
    } catch (error) {
      // The new address got no code: the current address's code stays good, to be entered again.
      await store.execute(
        "UPDATE auth_email_updates SET code = $2 WHERE login = $1 AND step = 'primary' AND code IS NULL",
        [user.id, otp],
      )
      throw error
    }
    return { json: { action: 'VERIFY_SECONDARY_OTP' } }
  })

  router.add('POST', '/auth/email/update/secondary', async (context) => {
    const user = await requireEmailUser(context)
    const { otp } = parseInput(z.object({ otp: options.otp }), await context.body(), 'body field')
    const newEmail = await consumeCode(context, user.id, user.email, 'secondary', otp)
    // One transaction: a failure part-way never leaves the address changed with other sessions still signed in.
    const updated = await store.transaction(async (transaction) => {
      const changed = await transaction.execute(
        `UPDATE auth_users SET email = $2 WHERE login = $1
         AND NOT EXISTS (SELECT 1 FROM auth_users WHERE provider = 'email' AND email = $2)`,
        [user.id, newEmail],
      )
      await transaction.execute('DELETE FROM auth_email_updates WHERE login = $1', [user.id])
      if (changed === 0) return changed
      // Whoever else was signed in (a stolen session, a forgotten device) is signed out; so are device approvals
      // still waiting on the old address.
      await transaction.execute('DELETE FROM auth_sessions WHERE login = $1 AND token_hash <> $2', [
        user.id,
        digestSecret(user.token),
      ])
      await transaction.execute('DELETE FROM auth_device_requests WHERE email = $1', [user.email])
      return changed
    })
    if (updated === 0) throw new ConflictError('This email is already in use')
    return { json: { newEmail } }
  })
}
