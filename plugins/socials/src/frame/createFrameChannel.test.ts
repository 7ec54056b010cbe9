// biome-ignore-all lint/correctness/noComponentHookFactories: the handlers are keyed by the protocol's upper-case event names; none is a component
import { BaseError } from '@foyer/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameChannel } from './createFrameChannel.js'
import { createFrameResponder, type FrameHandlers } from './createFrameResponder.js'
import {
  FrameNotSetError,
  FrameReplyError,
  FrameRequestAbortedError,
  FrameTimeoutError,
} from './frameErrors.js'

const appOrigin = 'http://127.0.0.1:4000'
const frameOrigin = 'http://127.0.0.1:5000'

/**
 * A window as postMessage sees it: a message is delivered only when the poster's `targetOrigin` matches this window's
 * origin, and arrives with the poster's origin and window (as the receiver knows it) as `origin` and `source`.
 */
class TestWindow extends EventTarget {
  constructor(readonly origin: string) {
    super()
  }
  deliver(data: unknown, targetOrigin: string, from: { origin: string; window: unknown }) {
    if (targetOrigin !== '*' && targetOrigin !== this.origin) return
    const event = new Event('message')
    Object.defineProperties(event, {
      data: { value: structuredClone(data) },
      origin: { value: from.origin },
      source: { value: from.window },
    })
    queueMicrotask(() => this.dispatchEvent(event))
  }
}

/** `iframe.contentWindow` for the app and `window.parent` for the frame: each posts into the other. */
function link(app: TestWindow, frame: TestWindow) {
  const appSeenByFrame = {
    postMessage: (data: unknown, targetOrigin: string) =>
      app.deliver(data, targetOrigin, { origin: frame.origin, window: frameSeenByApp }),
  }
  const frameSeenByApp = {
    postMessage: (data: unknown, targetOrigin: string) =>
      frame.deliver(data, targetOrigin, { origin: app.origin, window: appSeenByFrame }),
  }
  return { appSeenByFrame, frameSeenByApp }
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
})

function setup(handlers: FrameHandlers) {
  const app = new TestWindow(appOrigin)
  const frame = new TestWindow(frameOrigin)
  const { appSeenByFrame, frameSeenByApp } = link(app, frame)
  stops.push(
    createFrameResponder({
      appOrigin,
      appWindow: appSeenByFrame as unknown as Window,
      window: frame,
      handlers,
    }),
  )
  const channel = createFrameChannel({
    frameOrigin,
    getFrameWindow: () => frameSeenByApp as unknown as Window,
    window: app,
  })
  stops.push(() => channel.destroy())
  return { app, frame, appSeenByFrame, frameSeenByApp, channel }
}

describe('createFrameChannel with createFrameResponder', () => {
  it('sends an event and resolves with its checked _SUCCESS payload', async () => {
    const seen: unknown[] = []
    const { channel } = setup({
      CONNECT_EMAIL: (payload) => {
        seen.push(payload)
        return { action: 'VERIFY_OTP' }
      },
    })
    const result = await channel.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(result).toEqual({ action: 'VERIFY_OTP' })
    expect(seen).toEqual([{ email: 'ada@example.com' }])
    expect(channel.pending()).toBe(0)
  })

  it("rejects with the frame's _ERROR message, and a Foyer error's sentence only (no internals)", async () => {
    const { channel } = setup({
      CONNECT_OTP: () => {
        throw new BaseError('Invalid code')
      },
      SIGN_OUT: () => {
        throw new Error('database password is hunter2')
      },
    })
    const otp = channel.request('CONNECT_OTP', { otp: '123456' })
    await expect(otp).rejects.toBeInstanceOf(FrameReplyError)
    await expect(otp).rejects.toMatchObject({ shortMessage: 'Invalid code', event: 'CONNECT_OTP' })
    await expect(channel.request('SIGN_OUT')).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
  })

  it('checks the request before sending and the reply before resolving', async () => {
    const sent = vi.fn()
    const { channel } = setup({
      CONNECT_EMAIL: () => {
        sent()
        return { action: 'LOG_IN_NOW' } as never
      },
      IS_CONNECTED: () => ({ isConnected: 'yes' }) as never,
    })
    await expect(channel.request('CONNECT_EMAIL', { email: 'not an email' })).rejects.toMatchObject({
      name: 'ValidationError',
      shortMessage: 'Invalid CONNECT_EMAIL request at "email": Expected an email address',
    })
    expect(sent).not.toHaveBeenCalled()
    const reply = channel.request('IS_CONNECTED')
    await expect(reply).rejects.toMatchObject({ shortMessage: 'An error occurred', event: 'IS_CONNECTED' })
    await expect(reply).rejects.toSatisfy(
      (error: FrameReplyError) =>
        (error.cause as BaseError).shortMessage ===
        'Invalid IS_CONNECTED reply at "isConnected": Expected boolean, received string',
    )
  })

  it('answers an event the frame does not handle, or a payload that fails its schema, with _ERROR', async () => {
    const handler = vi.fn()
    const { app, frame, channel, appSeenByFrame } = setup({ CONNECT_OTP: handler })
    await expect(channel.request('RELOAD')).rejects.toMatchObject({
      shortMessage: 'RELOAD is not supported by this frame',
    })
    // A page that skips the channel's own check still gets a refusal, not a handler call.
    const replies: unknown[] = []
    app.addEventListener('message', (event) => replies.push((event as MessageEvent).data))
    const id = 'b'.repeat(32)
    frame.deliver({ type: '@foyer-app/CONNECT_OTP', id, payload: { otp: '12' } }, frameOrigin, {
      origin: appOrigin,
      window: appSeenByFrame,
    })
    await vi.waitFor(() => expect(replies).toHaveLength(1))
    expect(replies[0]).toEqual({
      type: '@foyer-frame/CONNECT_OTP_ERROR',
      id,
      payload: { message: 'Invalid CONNECT_OTP request' },
    })
    expect(handler).not.toHaveBeenCalled()
  })

  it("ignores replies from another origin, another window, with another id or the wrong event's type", async () => {
    const app = new TestWindow(appOrigin)
    const frame = new TestWindow(frameOrigin)
    const { frameSeenByApp } = link(app, frame)
    const channel = createFrameChannel({
      frameOrigin,
      getFrameWindow: () => frameSeenByApp as unknown as Window,
      window: app,
    })
    stops.push(() => channel.destroy())
    const requests: { type: string; id: string }[] = []
    frame.addEventListener('message', (event) => requests.push((event as MessageEvent).data))
    const result = channel.request('GET_CHAIN_ID')
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    const { id, type } = requests[0] ?? { id: '', type: '' }
    expect(type).toBe('@foyer-app/GET_CHAIN_ID')
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    const answer = (data: unknown, from: { origin: string; window: unknown }) =>
      app.deliver(data, appOrigin, from)
    const success = (chainId: number, messageId = id, replyType = '@foyer-frame/GET_CHAIN_ID_SUCCESS') => ({
      type: replyType,
      id: messageId,
      payload: { chainId },
    })
    answer(success(666), { origin: 'http://127.0.0.1:6666', window: frameSeenByApp })
    answer(success(667), { origin: frameOrigin, window: {} })
    answer(success(668, 'f'.repeat(32)), { origin: frameOrigin, window: frameSeenByApp })
    answer(success(669, id, '@foyer-frame/GET_USER_SUCCESS'), { origin: frameOrigin, window: frameSeenByApp })
    answer('not an object', { origin: frameOrigin, window: frameSeenByApp })
    expect(channel.pending()).toBe(1)
    // Had any reply above been taken, the request would have settled with its chain id, not this one's.
    answer(success(10), { origin: frameOrigin, window: frameSeenByApp })
    await expect(result).resolves.toEqual({ chainId: 10 })
    // A second reply to a settled id changes nothing.
    answer(success(11), { origin: frameOrigin, window: frameSeenByApp })
    expect(channel.pending()).toBe(0)
  })

  it('the frame ignores requests from another origin or window, and replies to the app origin only', async () => {
    const handler = vi.fn(() => ({ isConnected: true }))
    const { frame, appSeenByFrame } = setup({ IS_CONNECTED: handler })
    const request = { type: '@foyer-app/IS_CONNECTED', id: 'a'.repeat(32) }
    frame.deliver(request, frameOrigin, { origin: 'http://127.0.0.1:6666', window: appSeenByFrame })
    frame.deliver(request, frameOrigin, { origin: appOrigin, window: {} })
    frame.deliver({ ...request, type: '@foyer-app/EXPORT_KEYS' }, frameOrigin, {
      origin: appOrigin,
      window: appSeenByFrame,
    })
    // Requests are handled in order: once the right one reaches the handler, the ones before it were turned away.
    frame.deliver({ ...request, id: 'b'.repeat(32) }, frameOrigin, {
      origin: appOrigin,
      window: appSeenByFrame,
    })
    await vi.waitFor(() => expect(handler).toHaveBeenCalled())
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it("rejects with 'W3mFrame: iframe is not set' before the frame exists", async () => {
    const channel = createFrameChannel({
      frameOrigin,
      getFrameWindow: () => null,
      window: new TestWindow(appOrigin),
    })
    stops.push(() => channel.destroy())
    await expect(channel.request('GET_USER')).rejects.toBeInstanceOf(FrameNotSetError)
    await expect(channel.request('GET_USER')).rejects.toMatchObject({
      shortMessage: 'W3mFrame: iframe is not set',
    })
  })

  it('times the login steps out at 30 s, and lets signing wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { channel } = setup({
      CONNECT_EMAIL: () => new Promise(() => {}),
      RPC_REQUEST: () => new Promise(() => {}),
    })
    const email = channel.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const rejected = expect(email).rejects.toBeInstanceOf(FrameTimeoutError)
    const signing = channel.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x00'] })
    await vi.advanceTimersByTimeAsync(29_999)
    expect(channel.pending()).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    await rejected
    await expect(email).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    await vi.advanceTimersByTimeAsync(600_000)
    expect(channel.pending()).toBe(1)
    channel.abortAll()
    await expect(signing).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
  })

  it("an aborted signal or closing the modal rejects with 'Request was aborted'", async () => {
    const { channel } = setup({ RPC_REQUEST: () => new Promise(() => {}) })
    const controller = new AbortController()
    const first = channel.request(
      'RPC_REQUEST',
      { method: 'eth_sendTransaction', params: [] },
      { signal: controller.signal },
    )
    const second = channel.request('RPC_REQUEST', { method: 'personal_sign', params: [] })
    controller.abort()
    await expect(first).rejects.toBeInstanceOf(FrameRequestAbortedError)
    expect(channel.pending()).toBe(1)
    channel.abortAll()
    await expect(second).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    await expect(
      channel.request('RPC_REQUEST', { method: 'personal_sign' }, { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(FrameRequestAbortedError)
    expect(channel.pending()).toBe(0)
  })
})
