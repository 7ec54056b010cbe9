import { describe, expect, it } from 'vitest'
import { readJsonRpcId } from './readJsonRpcId.js'

describe('readJsonRpcId', () => {
  it('returns the raw text of a top-level id, exact beyond 2^53', () => {
    expect(readJsonRpcId('{"id":1764000000000000123456,"method":"x"}')).toBe('1764000000000000123456')
    expect(readJsonRpcId('{ "jsonrpc": "2.0", "id" : -12 }')).toBe('-12')
    expect(readJsonRpcId('{"method":"x","id":"abc\\"d"}')).toBe('"abc\\"d"')
    expect(readJsonRpcId('{"id":null}')).toBe('null')
  })

  it('ignores ids nested in params and keys that only look like "id"', () => {
    const text = '{"params":{"id":"inner","list":[{"id":1}]},"note":"\\"id\\":5","id":99}'
    expect(readJsonRpcId(text)).toBe('99')
    expect(readJsonRpcId('{"params":{"id":1},"ids":[2]}')).toBeUndefined()
    expect(readJsonRpcId('[{"id":1}]')).toBeUndefined()
  })
})
