import type { MailMessage } from './createSmtpMailer.js'

export type AuthMail =
  | { kind: 'login-code'; code: string; appName?: string | null | undefined }
  | { kind: 'device-approval'; link: string; appName?: string | null | undefined }
  | { kind: 'email-update-current'; code: string; newEmail: string }
  | { kind: 'email-update-new'; code: string; newEmail: string }

/** The email the auth routes send to `to`: a subject, plain text and the same in simple HTML. */
export function composeAuthMail(to: string, mail: AuthMail): MailMessage {
  const on = 'appName' in mail && mail.appName ? ` on ${mail.appName}` : ''
  const lines = (() => {
    switch (mail.kind) {
      case 'login-code':
        return {
          subject: `Your Foyer login code is ${mail.code}`,
          paragraphs: [
            `Your code to sign in to your Foyer wallet${on} is:`,
            { code: mail.code },
            'It works once, for 10 minutes. If you did not ask for it, ignore this email.',
          ],
        }
      case 'device-approval':
        return {
          subject: `Approve a new device for your Foyer login${on}`,
          paragraphs: [
            `Someone is signing in to your Foyer wallet${on} on a new device. If it is you, approve it:`,
            { link: mail.link },
            'The link works for 15 minutes. If it is not you, ignore this email: nobody can sign in without it.',
          ],
        }
      case 'email-update-current':
        return {
          subject: `Your code to change your Foyer email to ${mail.newEmail} is ${mail.code}`,
          paragraphs: [
            `Your code to change your Foyer wallet's email to ${mail.newEmail} is:`,
            { code: mail.code },
            'It works once, for 10 minutes. If you did not ask for it, ignore this email: your email stays.',
          ],
        }
      case 'email-update-new':
        return {
          subject: `Your code to confirm ${mail.newEmail} as your Foyer email is ${mail.code}`,
          paragraphs: [
            `Your code to confirm ${mail.newEmail} as your Foyer wallet's email is:`,
            { code: mail.code },
            'It works once, for 10 minutes.',
          ],
        }
    }
  })()
  const text = lines.paragraphs
    .map((paragraph) =>
      typeof paragraph === 'string' ? paragraph : 'code' in paragraph ? paragraph.code : paragraph.link,
    )
    .join('\n\n')
  const body = lines.paragraphs
    .map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p>${escapeHtml(paragraph)}</p>`
        : 'code' in paragraph
          ? `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(paragraph.code)}</p>`
          : `<p><a href="${escapeHtml(paragraph.link)}">Approve this device</a></p>`,
    )
    .join('\n')
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(lines.subject)}</title></head>
<body style="font-family:sans-serif">${body}</body></html>`
  return { to, subject: lines.subject, text: `${text}\n`, html }
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
