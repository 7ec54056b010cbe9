import { BaseError } from '@foyer/core'

/** The connection query's `auth` JWT is missing, malformed, badly signed or expired. */
export class RelayAuthError extends BaseError {
  override name = 'RelayAuthError'
  constructor(reason: string, parameters: { cause?: unknown } = {}) {
    super('JWT validation error', { details: reason, cause: parameters.cause })
  }
}

/** The relay's WebSocket server could not listen on the requested host and port. */
export class RelayListenError extends BaseError {
  override name = 'RelayListenError'
  constructor(parameters: { host: string; port: number; cause: unknown }) {
    super(`The relay could not listen on ${parameters.host}:${parameters.port}.`, {
      cause: parameters.cause,
    })
  }
}

/** `startRelay` was given options it cannot use. */
export class RelayParametersError extends BaseError {
  override name = 'RelayParametersError'
  constructor(details: string) {
    super('Invalid relay parameters.', { details })
  }
}

/**
 * A publish past a stored-bytes cap (of a topic or the relay), or a subscribe past the per-connection cap: answered
 * as JSON-RPC -32005 `Limit exceeded` with these details.
 */
export class RelayStoreFullError extends BaseError {
  override name = 'RelayStoreFullError'
  constructor(details: string) {
    super('The relay cannot take more now.', { details })
  }
}
