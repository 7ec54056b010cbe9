type InboxMessage = { code: string | null; link: string | null }

/** What the devnet's SMTP server received for `email`, oldest first (its inbox API, `GET /inbox?to=`). */
async function mailTo(inboxUrl: string, email: string): Promise<InboxMessage[]> {
  const response = await fetch(`${inboxUrl}/inbox?to=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`the devnet's mail inbox answered ${response.status}`)
  return ((await response.json()) as { messages: InboxMessage[] }).messages
}

/** The newest one-time code the devnet's service mailed to `email`, read from the devnet's SMTP server. */
export async function latestMailedCode(inboxUrl: string, email: string): Promise<string> {
  const code = (await mailTo(inboxUrl, email)).filter((message) => message.code !== null).at(-1)?.code
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

/** The newest link (a new device's approval) the devnet's service mailed to `email`. */
export async function latestMailedLink(inboxUrl: string, email: string): Promise<string> {
  const link = (await mailTo(inboxUrl, email)).filter((message) => message.link !== null).at(-1)?.link
  if (!link) throw new Error(`no link mailed to ${email}`)
  return link
}
