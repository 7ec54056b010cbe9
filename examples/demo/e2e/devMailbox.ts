type MailboxMessage = { code: string | null; link: string | null }

async function mailTo(serviceUrl: string, email: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${serviceUrl}/dev/mailbox?email=${encodeURIComponent(email)}`)
  return ((await response.json()) as { messages: MailboxMessage[] }).messages
}

/** The newest one-time code the devnet's service mailed to `email` (its dev mailbox, `GET /dev/mailbox`). */
export async function latestMailedCode(serviceUrl: string, email: string): Promise<string> {
  const code = (await mailTo(serviceUrl, email)).filter((message) => message.code !== null).at(-1)?.code
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

/** The newest link (a new device's approval) the devnet's service mailed to `email`. */
export async function latestMailedLink(serviceUrl: string, email: string): Promise<string> {
  const link = (await mailTo(serviceUrl, email)).filter((message) => message.link !== null).at(-1)?.link
  if (!link) throw new Error(`no link mailed to ${email}`)
  return link
}
