import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'
import {
  HttpRequestError,
  InvalidClientParametersError,
  NetworkRequestError,
  RequestAbortedError,
  ResponseValidationError,
  RpcRequestError,
  TimeoutError,
  UrlRequiredError,
} from './transport.js'

describe('transport errors', () => {
  it('HttpRequestError keeps status, url and body', () => {
    const error = new HttpRequestError({
      status: 404,
      url: 'http://127.0.0.1/x',
      body: 'missing',
      requestBody: '{}',
    })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('HttpRequestError')
    expect(error.shortMessage).toBe('HTTP status code: 404')
    expect([error.status, error.url, error.body, error.details]).toEqual([
      404,
      'http://127.0.0.1/x',
      'missing',
      'missing',
    ])
    expect(error.message).toContain('URL: http://127.0.0.1/x')
    expect(error.message).toContain('Request body: {}')
  })

  it('RpcRequestError carries the JSON-RPC error body', () => {
    const error = new RpcRequestError({
      url: 'u',
      error: { code: 4902, message: 'Unrecognized chain', data: { a: 1 } },
    })
    expect(error.name).toBe('RpcRequestError')
    expect(error.shortMessage).toBe('Unrecognized chain')
    expect([error.code, error.data]).toEqual([4902, { a: 1 }])
    expect(new RpcRequestError({ url: 'u', error: { code: -1, message: '' } }).shortMessage).toBe(
      'RPC Request failed.',
    )
  })

  it('UrlRequiredError has the exact spec message', () => {
    expect(new UrlRequiredError().shortMessage).toBe(
      'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
    )
  })

  it('wraps causes so walk() reaches them', () => {
    const cause = new TypeError('fetch failed')
    const network = new NetworkRequestError({ url: 'u', cause })
    expect(network.walk()).toBe(cause)
    expect(network.details).toBe('fetch failed')
    expect(new RequestAbortedError({ url: 'u', cause }).shortMessage).toBe('Request was aborted')
  })

  it('names each case', () => {
    const errors = [
      new TimeoutError({ url: 'u', timeout: 5 }),
      new ResponseValidationError({ path: 'GET /x', details: 'bad' }),
      new InvalidClientParametersError({ client: 'createX', fields: ['a.b'], details: 'bad' }),
    ]
    expect(errors.map((error) => [error.name, error.shortMessage])).toEqual([
      ['TimeoutError', 'The request took too long to respond.'],
      ['ResponseValidationError', 'The response from GET /x did not have the expected shape.'],
      ['InvalidClientParametersError', 'Invalid parameters for createX: a.b.'],
    ])
  })
})
