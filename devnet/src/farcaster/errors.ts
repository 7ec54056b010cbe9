import { BaseError } from '@foyer/core'

/** `startFarcasterRelay` was given options it cannot use. */
export class FarcasterRelayParametersError extends BaseError {
  override name = 'FarcasterRelayParametersError'
  constructor(details: string) {
    super('Invalid Farcaster relay parameters.', { details })
  }
}

/** The Farcaster relay could not listen on the requested port. */
export class FarcasterRelayListenError extends BaseError {
  override name = 'FarcasterRelayListenError'
  constructor(parameters: { port: number; cause: unknown }) {
    super(`The Farcaster relay could not listen on 127.0.0.1:${parameters.port}.`, {
      cause: parameters.cause,
    })
  }
}

/** A request the relay refuses: answered with `status` and `{ error: shortMessage }` (or an error page). */
export class FarcasterRelayRequestError extends BaseError {
  override name = 'FarcasterRelayRequestError'
  readonly status: number
  constructor(status: number, message: string, parameters: { cause?: unknown } = {}) {
    super(message, { cause: parameters.cause })
    this.status = status
  }
}
