import { BaseError } from './BaseError.js'

// A server's non-OK answer has its own module: first-load code checks for it, and needs none of the others.
export { HttpRequestError, type HttpRequestErrorType } from './HttpRequestError.js'

export type NetworkRequestErrorType = NetworkRequestError & { name: 'NetworkRequestError' }

/** The request never got an HTTP answer (connection refused, DNS failure, no fetch available, ...). */
export class NetworkRequestError extends BaseError {
  override name = 'NetworkRequestError'
  readonly url: string

  constructor({ url, cause }: { url: string; cause: unknown }) {
    super('The request could not be sent.', { cause, metaMessages: [`URL: ${url}`] })
    this.url = url
  }
}

export type RequestAbortedErrorType = RequestAbortedError & { name: 'RequestAbortedError' }

/** The caller aborted the request through its `signal`. */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  readonly url: string

  constructor({ url, cause }: { url: string; cause: unknown }) {
    super('Request was aborted', { cause, metaMessages: [`URL: ${url}`] })
    this.url = url
  }
}

export type TimeoutErrorType = TimeoutError & { name: 'TimeoutError' }

/** No answer arrived within the transport's timeout. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  readonly url: string
  readonly timeout: number

  constructor({ url, timeout, requestBody }: { url: string; timeout: number; requestBody?: string }) {
    super('The request took too long to respond.', {
      details: `The request timed out after ${timeout} ms.`,
      metaMessages: [`URL: ${url}`, ...(requestBody === undefined ? [] : [`Request body: ${requestBody}`])],
    })
    this.url = url
    this.timeout = timeout
  }
}

export type RpcErrorBody = { code: number; message: string; data?: unknown }

export type RpcRequestErrorType = RpcRequestError & { name: 'RpcRequestError' }

/** The JSON-RPC server answered with an `error` object. */
export class RpcRequestError extends BaseError {
  override name = 'RpcRequestError'
  readonly code: number
  readonly data: unknown
  readonly url: string

  constructor({ url, error }: { url: string; error: RpcErrorBody }) {
    super(error.message || 'RPC Request failed.', {
      details: JSON.stringify(error),
      metaMessages: [`URL: ${url}`, `Code: ${error.code}`],
    })
    this.code = error.code
    this.data = error.data
    this.url = url
  }
}

export type UrlRequiredErrorType = UrlRequiredError & { name: 'UrlRequiredError' }

export class UrlRequiredError extends BaseError {
  override name = 'UrlRequiredError'

  constructor() {
    super('No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.', {
      docsPath: '/core/transports',
    })
  }
}

export type ResponseValidationErrorType = ResponseValidationError & { name: 'ResponseValidationError' }

/** A response body was not JSON or did not match the zod schema of its endpoint. */
export class ResponseValidationError extends BaseError {
  override name = 'ResponseValidationError'
  readonly path: string

  constructor({ path, details, cause }: { path: string; details: string; cause?: unknown }) {
    super(`The response from ${path} did not have the expected shape.`, { details, cause })
    this.path = path
  }
}

export type InvalidClientParametersErrorType = InvalidClientParametersError & {
  name: 'InvalidClientParametersError'
}

/** A net client factory or call got parameters that fail its zod schema. */
export class InvalidClientParametersError extends BaseError {
  override name = 'InvalidClientParametersError'
  readonly fields: string[]

  constructor({ client, fields, details }: { client: string; fields: string[]; details: string }) {
    super(`Invalid parameters for ${client}: ${fields.join(', ') || '(root)'}.`, { details })
    this.fields = fields
  }
}
