import { ValidationError } from '@foyer/core'
import type * as z from 'zod/mini'
import {
  FrameNotSetError,
  FrameReplyError,
  FrameRequestAbortedError,
  FrameTimeoutError,
} from './frameErrors.js'
import {
  appEventPrefix,
  createMessageId,
  type FrameEventName,
  type FrameRequest,
  type FrameResponse,
  frameErrorPayloadSchema,
  frameEventPrefix,
  frameEvents,
  frameEventTimeoutMs,
  frameMessageSchema,
} from './frameEvents.js'

export type FrameChannelOptions = {
  /** The frame's origin: replies from any other origin are ignored, and requests are posted to it alone. */
  frameOrigin: string
  /** The frame's window (`iframe.contentWindow`), read at each request; none yet is 'W3mFrame: iframe is not set'. */
  getFrameWindow: () => MessageEventSource | Window | null | undefined
  /** The window whose `message` events carry the replies (the app's own). */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

export type FrameRequestOptions = {
  signal?: AbortSignal
  /** Overrides the event's own time-out (SPEC §9); `0` waits for ever (signing waits for the user). */
  timeoutMs?: number
}

export type FrameChannel = {
  /** Posts an app event to the frame and resolves with its `_SUCCESS` payload, checked against its schema. */
  request<Name extends FrameEventName>(
    event: Name,
    ...args: undefined extends FrameRequest<Name>
      ? [payload?: FrameRequest<Name>, options?: FrameRequestOptions]
      : [payload: FrameRequest<Name>, options?: FrameRequestOptions]
  ): Promise<FrameResponse<Name>>
  /** Rejects every request still waiting with 'Request was aborted' (the modal closed). */
  abortAll(): void
  /** Requests waiting for a reply. */
  pending(): number
  /** Stops listening; waiting requests are aborted. */
  destroy(): void
}

type Pending = {
  event: FrameEventName
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  cleanup: () => void
}

/**
 * The app's side of the secure frame's protocol (SPEC §7): each request is `{ type: '@foyer-app/<EVENT>', id, payload }`
 * posted to the frame's origin only, and is settled by the one reply that carries its random id and the matching
 * `_SUCCESS` or `_ERROR` type. Messages from any other origin or window, or of the wrong shape, are ignored.
 */
export function createFrameChannel({
  frameOrigin,
  getFrameWindow,
  window,
}: FrameChannelOptions): FrameChannel {
  const origin = new URL(frameOrigin).origin
  const waiting = new Map<string, Pending>()

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return
    const frameWindow = getFrameWindow()
    if (!frameWindow || event.source !== frameWindow) return
    const parsed = frameMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const { id, type, payload } = parsed.data
    const entry = waiting.get(id)
    if (!entry) return
    const name = `${frameEventPrefix}${entry.event}`
    if (type === `${name}_SUCCESS`) {
      const response = frameEvents[entry.event].response.safeParse(payload)
      settle(id, (pending) =>
        response.success
          ? pending.resolve(response.data)
          : pending.reject(
              new FrameReplyError({
                event: entry.event,
                message: 'An error occurred',
                cause: new ValidationError({ subject: `${entry.event} reply`, error: response.error }),
              }),
            ),
      )
    } else if (type === `${name}_ERROR`) {
      const error = frameErrorPayloadSchema.safeParse(payload)
      settle(id, (pending) =>
        pending.reject(
          new FrameReplyError({
            event: entry.event,
            message: error.success ? error.data.message : 'An error occurred',
          }),
        ),
      )
    }
  }
  window.addEventListener('message', onMessage as EventListener)

  function settle(id: string, action: (pending: Pending) => void) {
    const entry = waiting.get(id)
    if (!entry) return
    waiting.delete(id)
    entry.cleanup()
    action(entry)
  }

  function request(
    event: FrameEventName,
    payload?: unknown,
    options: FrameRequestOptions = {},
  ): Promise<unknown> {
    const checked = frameEvents[event].request.safeParse(payload)
    if (!checked.success)
      return Promise.reject(
        new ValidationError({ subject: `${event} request`, error: checked.error as z.core.$ZodError }),
      )
    const frameWindow = getFrameWindow()
    if (!frameWindow) return Promise.reject(new FrameNotSetError())
    const { signal } = options
    if (signal?.aborted) return Promise.reject(new FrameRequestAbortedError({ event, cause: signal.reason }))
    const id = createMessageId()
    return new Promise((resolve, reject) => {
      const timeoutMs = options.timeoutMs ?? frameEventTimeoutMs[event] ?? 0
      const timer =
        timeoutMs > 0
          ? setTimeout(
              () => settle(id, (pending) => pending.reject(new FrameTimeoutError({ event, timeoutMs }))),
              timeoutMs,
            )
          : undefined
      const onAbort = () =>
        settle(id, (pending) =>
          pending.reject(new FrameRequestAbortedError({ event, cause: signal?.reason })),
        )
      signal?.addEventListener('abort', onAbort, { once: true })
      waiting.set(id, {
        event,
        resolve,
        reject,
        cleanup: () => {
          if (timer !== undefined) clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
        },
      })
      const message = { type: `${appEventPrefix}${event}`, id, payload: checked.data }
      ;(frameWindow as Window).postMessage(message, origin)
    })
  }

  function abortAll() {
    for (const [id, entry] of [...waiting])
      settle(id, (pending) => pending.reject(new FrameRequestAbortedError({ event: entry.event })))
  }

  return {
    request: request as FrameChannel['request'],
    abortAll,
    pending: () => waiting.size,
    destroy() {
      window.removeEventListener('message', onMessage as EventListener)
      abortAll()
    },
  }
}
