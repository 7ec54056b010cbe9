import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BaseError } from '@foyer/core'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import * as z from 'zod'

/** One email the inbox received, as the tests read it. */
export type InboxMessage = {
  /** The envelope's recipient (lowercase): one entry per recipient of a message. */
  to: string
  from: string
  subject: string
  text: string
  html: string | null
  /** The first 6-digit number of the subject (a one-time code), if any. */
  code: string | null
  /** The first http(s) link of the text (a device approval), if any. */
  link: string | null
  receivedAt: number
}

const parametersSchema = z.object({
  /** Where the inbox's HTTP API listens (`GET /inbox?to=`); a free port when 0. */
  port: z.number().int().min(0).max(65_535).default(0),
  /** Where the SMTP server listens; a free port when 0. */
  smtpPort: z.number().int().min(0).max(65_535).default(0),
  /** Messages kept; the oldest are dropped. */
  maxMessages: z.number().int().positive().default(5_000),
})

export type StartMailInboxParameters = z.input<typeof parametersSchema>

export type StartMailInboxReturnType = {
  /** `http://127.0.0.1:port`: `GET /inbox?to=<address>` lists what was received for it, oldest first. */
  url: string
  /** `smtp://127.0.0.1:port`: what a mail sender is pointed at (no TLS, no login). */
  smtpUrl: string
  /** Messages received for `to` (every message when omitted), oldest first. */
  messages: (to?: string) => InboxMessage[]
  /** The code of the newest message to `to` that has one. */
  latestCode: (to: string) => string | undefined
  /** The link of the newest message to `to` that has one. */
  latestLink: (to: string) => string | undefined
  stop: () => Promise<void>
}

export class MailInboxParametersError extends BaseError {
  override name = 'MailInboxParametersError'
  constructor(error: z.ZodError) {
    super('Invalid options for startMailInbox.', { details: z.prettifyError(error) })
  }
}

const toQuery = z.object({ to: z.email({ error: 'Expected ?to=<an email address>' }).optional() })

/**
 * The devnet's mail server: a real SMTP server on 127.0.0.1 that keeps every message it receives (parsed with
 * mailparser), and an HTTP API to read them, so tests and the demo read codes from real mail.
 */
export async function startMailInbox(
  parameters: StartMailInboxParameters = {},
): Promise<StartMailInboxReturnType> {
  const parsed = parametersSchema.safeParse(parameters)
  if (!parsed.success) throw new MailInboxParametersError(parsed.error)
  const { port, smtpPort, maxMessages } = parsed.data
  const received: InboxMessage[] = []

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const text = mail.text ?? ''
          const subject = mail.subject ?? ''
          for (const recipient of session.envelope.rcptTo) {
            received.push({
              to: recipient.address.toLowerCase(),
              from: mail.from?.text ?? '',
              subject,
              text,
              html: typeof mail.html === 'string' ? mail.html : null,
              code: /\b(\d{6})\b/.exec(subject)?.[1] ?? null,
              link: /https?:\/\/[^\s<>"]+/.exec(text)?.[0] ?? null,
              receivedAt: Date.now(),
            })
          }
          received.splice(0, Math.max(0, received.length - maxMessages))
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  const messages = (to?: string) =>
    to === undefined ? [...received] : received.filter((message) => message.to === to.toLowerCase())

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox')
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(body))
    }
    if (request.method !== 'GET' || url.pathname !== '/inbox')
      return answer(404, { error: 'not_found', message: 'Only GET /inbox?to=<address> is served here' })
    const query = toQuery.safeParse(Object.fromEntries(url.searchParams))
    if (!query.success) return answer(400, { error: 'invalid_input', message: z.prettifyError(query.error) })
    return answer(200, { messages: messages(query.data.to) })
  })

  const smtpAddress = await listen(smtp.server, smtpPort)
  const httpAddress = await listen(http, port).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  })
  let stopping: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${httpAddress.port}`,
    smtpUrl: `smtp://127.0.0.1:${smtpAddress.port}`,
    messages,
    latestCode: (to) =>
      messages(to)
        .filter((message) => message.code !== null)
        .at(-1)?.code ?? undefined,
    latestLink: (to) =>
      messages(to)
        .filter((message) => message.link !== null)
        .at(-1)?.link ?? undefined,
    stop: () => {
      stopping ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve())
          http.closeAllConnections()
        }),
      ]).then(() => {})
      return stopping
    },
  }
}

function listen(server: Server | import('node:net').Server, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve(server.address() as AddressInfo)
    })
  })
}
