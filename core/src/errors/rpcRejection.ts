import { BaseError } from './BaseError.js'

/** The kernel's allow-list or a plugin's veto refused the method. */
export class RpcNotAllowedError extends BaseError {
  override name = 'RpcNotAllowedError'
  readonly method: string
  constructor({ method, reason, cause }: { method: string; reason?: string; cause?: unknown }) {
    super('Requested RPC call is not allowed', {
      cause,
      details: reason ?? `The method "${method}" is not on the allow list.`,
      docsPath: '/rpc',
    })
    this.method = method
  }
}

export class RpcRequestAbortedError extends BaseError {
  override name = 'RpcRequestAbortedError'
  constructor({ method, cause }: { method: string; cause?: unknown }) {
    super('Request was aborted', {
      cause,
      details: `The request "${method}" was aborted before it completed.`,
    })
  }
}

export type UserRejectedRequestErrorParameters = {
  method: string
  /** The namespace the request was for, when the one declining knows it. */
  namespace?: string | undefined
  /** Where the user said no: Foyer's own approval step (the default) or the wallet. */
  declinedIn?: 'approval' | 'wallet' | undefined
  cause?: unknown
}

/** The user declined a request (EIP-1193 code 4001), in Foyer's approval step or in the wallet. */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  readonly code = 4001
  readonly method: string
  readonly namespace: string | undefined
  constructor({ method, namespace, declinedIn = 'approval', cause }: UserRejectedRequestErrorParameters) {
    super('User rejected the request.', {
      cause,
      details:
        declinedIn === 'wallet'
          ? `The wallet declined "${method}".`
          : `The request "${method}" was declined in the approval step.`,
    })
    this.method = method
    this.namespace = namespace
  }
}

export type RpcVetoFailedErrorParameters = {
  method: string
  /** The name of the `shouldAllowRpcRequest` tap that failed. */
  tap: string
  /** What the tap threw, when it threw. */
  cause?: unknown
  /** How long the tap was given, when it never answered. */
  timeoutMs?: number | undefined
}

/**
 * A `shouldAllowRpcRequest` tap threw or did not answer in time. The check fails closed: the request is refused as
 * if the tap had vetoed it.
 */
export class RpcVetoFailedError extends RpcNotAllowedError {
  override name = 'RpcVetoFailedError'
  readonly tap: string
  constructor({ method, tap, cause, timeoutMs }: RpcVetoFailedErrorParameters) {
    super({
      method,
      reason:
        timeoutMs === undefined
          ? `The check "${tap}" failed, so "${method}" was refused.`
          : `The check "${tap}" did not answer within ${timeoutMs} ms, so "${method}" was refused.`,
      ...(cause === undefined ? {} : { cause }),
    })
    this.tap = tap
  }
}
