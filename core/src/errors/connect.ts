import { BaseError } from './BaseError.js'

/** Why a connection attempt was abandoned before the wallet answered. */
export type ConnectionCancelReason = 'cancelled' | 'superseded'

/**
 * The connection attempt was abandoned before the wallet answered: the user closed the modal or left the
 * Connecting view (`cancelled`), or a newer attempt for the same namespace replaced it (`superseded`). A late answer
 * from the wallet is ignored.
 */
export class ConnectionCancelledError extends BaseError {
  override name = 'ConnectionCancelledError'
  readonly namespace: string
  readonly reason: ConnectionCancelReason
  constructor({ namespace, reason = 'cancelled' }: { namespace: string; reason?: ConnectionCancelReason }) {
    super('Connection cancelled', {
      details:
        reason === 'superseded'
          ? `A newer connection attempt for the ${namespace} namespace replaced this one.`
          : `The connection attempt for the ${namespace} namespace was cancelled before the wallet answered.`,
    })
    this.namespace = namespace
    this.reason = reason
  }
}

/** The wallet did not answer the connection request in time; the attempt was abandoned and can be retried. */
export class ConnectionTimeoutError extends BaseError {
  override name = 'ConnectionTimeoutError'
  readonly namespace: string
  readonly timeoutMs: number
  constructor({ namespace, timeoutMs }: { namespace: string; timeoutMs: number }) {
    super('The wallet did not respond', {
      details: `No answer to the connection request for the ${namespace} namespace within ${Math.round(timeoutMs / 1000)} s.`,
    })
    this.namespace = namespace
    this.timeoutMs = timeoutMs
  }
}
