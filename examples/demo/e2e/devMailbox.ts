/** The newest one-time code the devnet's service mailed to `email` (its dev mailbox, `GET /dev/mailbox`). */
export async function latestMailedCode(serviceUrl: string, email: string): Promise<string> {
  const response = await fetch(`${serviceUrl}/dev/mailbox?email=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { code: string }[] }
  const code = messages.at(-1)?.code
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}
