import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/caip.js'
import { isCaipAddress } from './isCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { toCaipAddress } from './toCaipAddress.js'

const evmAddress = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B'

describe('parseCaipAddress', () => {
  it('splits a CAIP-10 address', () => {
    expect(parseCaipAddress(`eip155:1:${evmAddress}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: evmAddress,
      caipNetworkId: 'eip155:1',
      caipAddress: `eip155:1:${evmAddress}`,
    })
    expect(
      parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
        .address,
    ).toBe('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
  })

  it.each([
    ['eip155:1', 'expected 3 colon-separated parts, got 2'],
    [`eip155:1:${evmAddress}:x`, 'expected 3 colon-separated parts, got 4'],
    ['eip155::0xabc', 'a part is empty'],
    ['eip155:1:', 'a part is empty'],
    [':1:0xabc', 'a part is empty'],
    ['cosmos:cosmoshub-4:cosmos1abc', 'unknown namespace "cosmos"'],
  ])('rejects %j (%s)', (value, reason) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
    expect(() => parseCaipAddress(value)).toThrow(
      `Invalid CAIP-10 address ${JSON.stringify(value)}: ${reason}.`,
    )
    expect(isCaipAddress(value)).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(() => parseCaipAddress({})).toThrow('expected a string')
    expect(isCaipAddress(42)).toBe(false)
  })
})

describe('toCaipAddress', () => {
  it('joins a network id and an address', () => {
    const caipAddress = toCaipAddress('eip155:8453', evmAddress)
    expect(caipAddress).toBe(`eip155:8453:${evmAddress}`)
    expect(isCaipAddress(caipAddress)).toBe(true)
  })

  it('rejects a bad network id, an empty address or one with a colon', () => {
    expect(() => toCaipAddress('eip155' as 'eip155:1', evmAddress)).toThrow(
      'Invalid CAIP-2 network id "eip155"',
    )
    expect(() => toCaipAddress('eip155:1', '')).toThrow(
      'Invalid CAIP-10 address "eip155:1:": the address is empty.',
    )
    expect(() => toCaipAddress('eip155:1', 'a:b')).toThrow('the address contains ":"')
  })
})
