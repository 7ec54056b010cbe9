import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ApprovalMessage, type ApprovalPort, approvalMessageSchema } from './approvalMessages.js'
import { createFrameApprovals } from './createFrameApprovals.js'

const display = { title: 'Sign a message', sections: [], raw: '{}' }
const id = 'a'.repeat(32)
const channels: BroadcastChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})

/** Two ends of one BroadcastChannel: the signing frame's and the approval page's (both the frame's origin). */
function ports(name = `approvals-${Math.random()}`) {
  const open = () => {
    const channel = new BroadcastChannel(name)
    channels.push(channel)
    return channel as unknown as ApprovalPort
  }
  const page = open()
  const seen: ApprovalMessage[] = []
  page.addEventListener('message', (event) => {
    const parsed = approvalMessageSchema.safeParse(event.data)
    if (parsed.success) seen.push(parsed.data)
  })
  return { frame: open(), page, seen }
}

const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 2_000, interval: 5 })

describe('createFrameApprovals', () => {
  it('a request waits until its approval page says the user approved', async () => {
    const { frame, page, seen } = ports()
    const approvals = createFrameApprovals(frame)
    let settled = false
    const confirmed = approvals.confirm(id, display).then(() => {
      settled = true
    })
    await until(() => seen.some((message) => message.type === 'show'))
    page.postMessage({ type: 'hello', approvalId: id })
    await until(() => seen.filter((message) => message.type === 'show').length === 2)
    expect(settled).toBe(false)
    page.postMessage({ type: 'decide', approvalId: 'b'.repeat(32), approved: true })
    // The page's messages arrive in order: the page shown again for this hello means the decide before it was handled.
    page.postMessage({ type: 'hello', approvalId: id })
    await until(() => seen.filter((message) => message.type === 'show').length === 3)
    expect(settled).toBe(false)
    page.postMessage({ type: 'decide', approvalId: id, approved: true })
    await confirmed
    approvals.stop()
  })

  it("the page is shown with the app's theme once SYNC_THEME set it", async () => {
    const { frame, page, seen } = ports()
    const approvals = createFrameApprovals(frame)
    approvals.setTheme({ mode: 'dark', accent: '#4263eb', accentForeground: '#ffffff' })
    const confirmed = approvals.confirm(id, display)
    await until(() => seen.some((message) => message.type === 'show'))
    expect(seen[0]).toMatchObject({ type: 'show', theme: { mode: 'dark', accent: '#4263eb' } })
    page.postMessage({ type: 'decide', approvalId: id, approved: true })
    await confirmed
    approvals.stop()
  })

  it('a rejection, or stopping, rejects with the user refusal; a second wait under the same id is refused', async () => {
    const { frame, page } = ports()
    const approvals = createFrameApprovals(frame)
    const rejected = approvals.confirm(id, display)
    await expect(approvals.confirm(id, display)).rejects.toThrow('This approval is already pending')
    page.postMessage({ type: 'decide', approvalId: id, approved: false })
    await expect(rejected).rejects.toThrow('User rejected the request')
    const stopped = approvals.confirm(id, display)
    approvals.stop()
    await expect(stopped).rejects.toThrow('User rejected the request')
  })

  it("nothing on another channel (or of another shape) decides: the page's own refusal, sent after, does", async () => {
    const one = ports('one')
    const other = ports('two')
    const approvals = createFrameApprovals(one.frame)
    const outcome = approvals.confirm(id, display).then(
      () => 'approved',
      (error: Error) => error.message,
    )
    const delivered = new Promise((resolve) =>
      (other.frame as unknown as BroadcastChannel).addEventListener('message', resolve, { once: true }),
    )
    // Forged approvals: the same id on another channel (delivered there), and a malformed one on this channel.
    other.page.postMessage({ type: 'decide', approvalId: id, approved: true })
    one.page.postMessage({ type: 'decide', approvalId: id, approved: 'yes' } as unknown as ApprovalMessage)
    await delivered
    // The approval page's own refusal arrives after the malformed one (one sender, in order): had either forgery
    // decided, the first decision would stand and the request would be approved.
    one.page.postMessage({ type: 'decide', approvalId: id, approved: false })
    expect(await outcome).toMatch(/^User rejected the request/)
    approvals.stop()
  })
})
