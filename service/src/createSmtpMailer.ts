import { createTransport } from 'nodemailer'
import * as z from 'zod'
import { MailUnavailableError } from './serviceErrors.js'

/** One email: plain text with a simple HTML alternative. */
export type MailMessage = { to: string; subject: string; text: string; html: string }

/** What the auth routes send mail through. */
export type Mailer = {
  /** Sends `message`; rejects with `MailUnavailableError` when the server refuses it or does not answer in time. */
  send: (message: MailMessage) => Promise<void>
  /** Connects and authenticates to the mail server without sending (for readiness checks); rejects like `send`. */
  verify: () => Promise<void>
  /** Closes pooled connections. */
  close: () => void
}

export const smtpMailerOptionsSchema = z.object({
  /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465` (TLS from the start). */
  url: z
    .url({ protocol: /^smtps?$/, error: 'Expected an smtp:// or smtps:// URL' })
    .refine((url) => new URL(url).hostname !== '', 'Expected an SMTP URL with a host'),
  /** The sender, `Foyer <login@example.com>` or `login@example.com`. */
  from: z
    .string()
    .min(3)
    .max(320)
    .regex(
      /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'Expected an address or Name <address>',
    ),
  /** How long one send (connection, greeting, each reply) may take before it fails with 503. */
  timeoutMs: z.number().int().min(100).max(120_000).default(10_000),
})

export type SmtpMailerOptions = z.input<typeof smtpMailerOptionsSchema>

/** A `Mailer` that sends through an SMTP server with nodemailer. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const { url, from, timeoutMs } = smtpMailerOptionsSchema.parse(options)
  const transport = createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  })
  const server = new URL(url).host
  /** Fails after `timeoutMs` whatever nodemailer's own timers do: a request never hangs on the mail server. */
  async function bounded<T>(what: string, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new MailUnavailableError(
              'The mail server did not answer in time',
              `${what} through ${server} took over ${timeoutMs} ms`,
            ),
          ),
        timeoutMs,
      )
    })
    try {
      return await Promise.race([work, timeout])
    } catch (error) {
      if (error instanceof MailUnavailableError) throw error
      throw new MailUnavailableError(
        'The mail server refused the message or could not be reached',
        `${what} through ${server} failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    } finally {
      clearTimeout(timer)
    }
  }
  return {
    send: async (message) => {
      await bounded('Sending', transport.sendMail({ from, ...message }))
    },
    verify: async () => {
      await bounded('Connecting', transport.verify())
    },
    close: () => transport.close(),
  }
}

/** The mailer of a service without one: every email route answers 503 `mail_unavailable`. */
export const noMailer: Mailer = {
  send: () => Promise.reject(new MailUnavailableError('This service has no mail sender: set FOYER_SMTP_URL')),
  verify: () =>
    Promise.reject(new MailUnavailableError('This service has no mail sender: set FOYER_SMTP_URL')),
  close: () => {},
}
