import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { InvalidClientParametersError } from '../errors/transport.js'
import { fetchFunctionSchema, parseClientParameters } from './parseClientParameters.js'

const schema = z.object({
  baseUrl: z.url(),
  nested: z.object({ size: z.number() }),
  fetch: z.optional(fetchFunctionSchema),
})

describe('parseClientParameters', () => {
  it('returns the parsed value', () => {
    const value = { baseUrl: 'http://127.0.0.1:1', nested: { size: 1 }, fetch }
    expect(parseClientParameters('createX', schema, value)).toEqual(value)
  })

  it('throws naming the client and every bad field, with zod pretty message as details', () => {
    const error = (() => {
      try {
        parseClientParameters('createX', schema, { baseUrl: 'nope', nested: { size: 'big' }, fetch: 'x' })
      } catch (e) {
        return e as InvalidClientParametersError
      }
    })()
    expect(error).toBeInstanceOf(InvalidClientParametersError)
    expect(error?.fields).toEqual(['baseUrl', 'nested.size', 'fetch'])
    expect(error?.shortMessage).toBe('Invalid parameters for createX: baseUrl, nested.size, fetch.')
    expect(error?.details).toContain('Expected a fetch function')
  })
})
