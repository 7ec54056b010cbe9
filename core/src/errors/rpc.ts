import { BaseError } from './BaseError.js'

/** The kernel's allow-list or a plugin's veto refused the method. */
export class RpcNotAllowedError extends BaseError {
  override name = 'RpcNotAllowedError'
  readonly method: string
  constructor({ method, reason }: { method: string; reason?: string }) {
    super('Requested RPC call is not allowed', {
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

export class InvalidRpcParamsError extends BaseError {
  override name = 'InvalidRpcParamsError'
  constructor({ method, details }: { method: string; details: string }) {
    super(`Invalid parameters for ${method}.`, { details, docsPath: '/rpc' })
  }
}

/** No adapter answered a request for the namespace. */
export class RpcHandlerNotFoundError extends BaseError {
  override name = 'RpcHandlerNotFoundError'
  constructor({ method, namespace }: { method: string; namespace: string }) {
    super('Chain adapter not found', {
      details: `No adapter handles "${method}" for the ${namespace} namespace.`,
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
