import { BaseError } from './BaseError.js'

export type HttpRequestErrorType = HttpRequestError & { name: 'HttpRequestError' }

/** A server answered with a non-OK HTTP status. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number
  readonly url: string
  readonly body: string

  constructor({
    status,
    url,
    body,
    requestBody,
  }: { status: number; url: string; body: string; requestBody?: string }) {
    super(`HTTP status code: ${status}`, {
      details: body || '(empty response body)',
      metaMessages: [`URL: ${url}`, ...(requestBody === undefined ? [] : [`Request body: ${requestBody}`])],
    })
    this.status = status
    this.url = url
    this.body = body
  }
}
