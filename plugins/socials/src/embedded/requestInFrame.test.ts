// biome-ignore-all lint/correctness/noComponentHookFactories: the handlers are keyed by the protocol's upper-case event names; none is a component
import { afterEach, describe, expect, it, vi } from 'vitest'
// The frame site's real approvals, by path: `@foyer/embedded-frame` depends on this package, not the other way.
import { type ApprovalPort, approvalMessageSchema } from '../../../../frame/src/approvalMessages.js'
import { createFrameApprovals } from '../../../../frame/src/createFrameApprovals.js'
import { createFrameChannel } from '../frame/createFrameChannel.js'
import { createFrameResponder } from '../frame/createFrameResponder.js'
import { requestInFrame } from './requestInFrame.js'

const appOrigin = 'http://127.0.0.1:4000'
const frameOrigin = 'http://127.0.0.1:5000'
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** A window as postMessage sees it: delivered with the poster's origin and window. */
class TestWindow extends EventTarget {
  constructor(readonly origin: string) {
    super()
  }
  deliver(data: unknown, targetOrigin: string, from: { origin: string; window: unknown }) {
    if (targetOrigin !== this.origin) return
    const event = new Event('message')
    Object.defineProperties(event, {
      data: { value: structuredClone(data) },
      origin: { value: from.origin },
      source: { value: from.window },
    })
    queueMicrotask(() => this.dispatchEvent(event))
  }
}

/**
 * The app's channel to a frame whose RPC_REQUEST waits on the frame's approvals (a real BroadcastChannel), and the
 * approval page's end of that channel, which decides as `decide` says.
 */
function setup(decide: (approvalId: string) => boolean | undefined) {
  const app = new TestWindow(appOrigin)
  const frame = new TestWindow(frameOrigin)
  const appSeenByFrame = {
    postMessage: (data: unknown, target: string) =>
      app.deliver(data, target, { origin: frameOrigin, window: frameSeenByApp }),
  }
  const frameSeenByApp = {
    postMessage: (data: unknown, target: string) =>
      frame.deliver(data, target, { origin: appOrigin, window: appSeenByFrame }),
  }
  const name = `approvals-${Math.random()}`
  const framePort = new BroadcastChannel(name)
  const page = new BroadcastChannel(name)
  const approvals = createFrameApprovals(framePort as unknown as ApprovalPort)
  const received: unknown[] = []
  page.addEventListener('message', (event) => {
    const message = approvalMessageSchema.safeParse(event.data)
    if (!message.success || message.data.type !== 'show') return
    const approved = decide(message.data.approvalId)
    if (approved !== undefined)
      page.postMessage({ type: 'decide', approvalId: message.data.approvalId, approved })
  })
  stops.push(
    createFrameResponder({
      appOrigin,
      appWindow: appSeenByFrame as unknown as Window,
      window: frame,
      handlers: {
        async RPC_REQUEST(request) {
          received.push(request)
          if (request.approvalId)
            await approvals.confirm(request.approvalId, { title: request.method, sections: [], raw: '{}' })
          return 'answer'
        },
      },
    }),
    () => {
      approvals.stop()
      framePort.close()
      page.close()
    },
  )
  const channel = createFrameChannel({
    frameOrigin,
    getFrameWindow: () => frameSeenByApp as never,
    window: app,
  })
  stops.push(() => channel.destroy())
  return { channel, received }
}

describe('requestInFrame', () => {
  it('a read goes straight to the frame; a signing request shows the approval page of its id until the user decides', async () => {
    const { channel, received } = setup(() => true)
    const show = vi.fn((_approvalId: string, _cancel: () => void) => hide)
    const hide = vi.fn()
    expect(await requestInFrame(channel, { method: 'eth_blockNumber' }, show)).toBe('answer')
    expect(show).not.toHaveBeenCalled()
    expect(await requestInFrame(channel, { method: 'personal_sign', params: ['0x68', '0x0'] }, show)).toBe(
      'answer',
    )
    const approvalId = show.mock.calls[0]?.[0]
    expect(approvalId).toMatch(/^[0-9a-f]{32}$/)
    expect(received).toEqual([
      { method: 'eth_blockNumber' },
      { method: 'personal_sign', params: ['0x68', '0x0'], approvalId },
    ])
    expect(hide).toHaveBeenCalledOnce()
  })

  it("the user's rejection in the page, or closing the modal, is the EIP-1193 refusal (4001), and the page goes", async () => {
    const rejecting = setup(() => false)
    const hide = vi.fn()
    await expect(
      requestInFrame(
        rejecting.channel,
        { method: 'solana_signMessage', params: { message: '8wr' } },
        () => hide,
      ),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(hide).toHaveBeenCalledOnce()

    const waiting = setup(() => undefined)
    let cancel = () => {}
    const pending = requestInFrame(
      waiting.channel,
      { method: 'eth_sendTransaction', params: [{}] },
      (_id, onCancel) => {
        cancel = onCancel
        return hide
      },
    )
    cancel()
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'Request was aborted' })
    expect(hide).toHaveBeenCalledTimes(2)
  })
})
