import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.js'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { isCaipNetworkId } from './isCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('parseCaipNetworkId', () => {
  it('parses every supported namespace', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      caipNetworkId: 'eip155:1',
    })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').chainId).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').chainNamespace).toBe('bip122')
    expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182').chainNamespace).toBe('polkadot')
  })

  it.each([
    ['', '2 colon-separated parts, got 1'],
    ['eip155', '2 colon-separated parts, got 1'],
    ['eip155:1:0xabc', '2 colon-separated parts, got 3'],
    ['eip155:', 'a part is empty'],
    [':1', 'a part is empty'],
    ['cosmos:cosmoshub-4', 'unknown namespace "cosmos"'],
    ['EIP155:1', 'unknown namespace "EIP155"'],
  ])('rejects %j (%s)', (value, reason) => {
    expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
    expect(() => parseCaipNetworkId(value)).toThrow(reason)
    expect(isCaipNetworkId(value)).toBe(false)
  })

  it('names the bad value in the message and is a BaseError', () => {
    try {
      parseCaipNetworkId('cosmos:cosmoshub-4')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(BaseError)
      const caipError = error as InvalidCaipNetworkIdError
      expect(caipError.shortMessage).toBe(
        'Invalid CAIP-2 network id "cosmos:cosmoshub-4": unknown namespace "cosmos".',
      )
      expect(caipError.value).toBe('cosmos:cosmoshub-4')
      expect(caipError.name).toBe('InvalidCaipNetworkIdError')
    }
  })

  it('rejects non-strings', () => {
    expect(() => parseCaipNetworkId(1)).toThrow('Invalid CAIP-2 network id 1: expected a string.')
    expect(() => parseCaipNetworkId(undefined)).toThrow('of type undefined')
    expect(isCaipNetworkId(null)).toBe(false)
  })

  it('accepts valid ids in isCaipNetworkId', () => {
    expect(isCaipNetworkId('eip155:42161')).toBe(true)
  })
})
