import { BaseError } from '@foyer/core'

/** The secure frame could not answer: it is missing, failed to load, timed out, or replied with an error. */
export class FrameError extends BaseError {
  override name = 'FrameError'
}

/** A request made before the frame element exists, or after it was removed (SPEC §8). */
export class FrameNotSetError extends FrameError {
  override name = 'FrameNotSetError'
  constructor() {
    super('W3mFrame: iframe is not set')
  }
}

/** The frame's page did not load (SPEC §8). */
export class FrameLoadError extends FrameError {
  override name = 'FrameLoadError'
  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('Unable to load email login dependency', { cause, metaMessages: [`Frame: ${url}`] })
  }
}

/** A request cancelled by the app (its signal, or the modal closing) before the frame answered (SPEC §8). */
export class FrameRequestAbortedError extends FrameError {
  override name = 'FrameRequestAbortedError'
  constructor({ event, cause }: { event: string; cause?: unknown }) {
    super('Request was aborted', {
      cause,
      details: `The frame request ${event} was aborted before it was answered.`,
    })
  }
}

/** The frame did not answer in time (SPEC §9: the login steps wait 30 s). */
export class FrameTimeoutError extends FrameError {
  override name = 'FrameTimeoutError'
  readonly event: string
  constructor({ event, timeoutMs }: { event: string; timeoutMs: number }) {
    super('Something went wrong', {
      details: `The frame did not answer ${event} within ${timeoutMs / 1000} s.`,
    })
    this.event = event
  }
}

/** The frame answered with `_ERROR`: `shortMessage` is its message; or its `_SUCCESS` payload had the wrong shape. */
export class FrameReplyError extends FrameError {
  override name = 'FrameReplyError'
  readonly event: string
  constructor({ event, message, cause }: { event: string; message: string; cause?: unknown }) {
    super(message, { cause, metaMessages: [`Frame event: ${event}`] })
    this.event = event
  }
}
