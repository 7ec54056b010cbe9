import { BaseError } from './BaseError.js'

// The refusals and rejections first-load code throws have their own module; these three only the RPC guard throws.
export {
  RpcNotAllowedError,
  RpcRequestAbortedError,
  RpcVetoFailedError,
  type RpcVetoFailedErrorParameters,
  UserRejectedRequestError,
  type UserRejectedRequestErrorParameters,
} from './rpcRejection.js'

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

/** The parameters hold something `structuredClone` refuses (a function, symbol, DOM node, Proxy, ...). */
export class RpcParamsNotCloneableError extends BaseError {
  override name = 'RpcParamsNotCloneableError'
  readonly method: string
  constructor({ method, cause }: { method: string; cause?: unknown }) {
    super(`Invalid parameters for ${method}.`, {
      cause,
      details: `The parameters of "${method}" must be plain data (no functions, symbols, DOM nodes or proxies): the request is copied once and that copy is both checked and sent.`,
      docsPath: '/rpc',
    })
    this.method = method
  }
}
