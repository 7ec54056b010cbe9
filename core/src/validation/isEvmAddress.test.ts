import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

const hex40 = 'ab5801a7d398351b8be11c439e05c5b3259aec9b'

describe('isEvmAddress', () => {
  it('accepts 40 hex digits with or without 0x, in any case', () => {
    expect(isEvmAddress(`0x${hex40}`)).toBe(true)
    expect(isEvmAddress(hex40)).toBe(true)
    expect(isEvmAddress(`0x${hex40.toUpperCase()}`)).toBe(true)
    expect(isEvmAddress('0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B')).toBe(true)
  })

  it('rejects wrong lengths, non-hex digits and non-strings', () => {
    expect(isEvmAddress(`0x${hex40.slice(1)}`)).toBe(false)
    expect(isEvmAddress(`0x${hex40}0`)).toBe(false)
    expect(isEvmAddress(`0x${hex40.slice(1)}g`)).toBe(false)
    expect(isEvmAddress(`0X${hex40}`)).toBe(false)
    expect(isEvmAddress(` 0x${hex40}`)).toBe(false)
    expect(isEvmAddress('')).toBe(false)
    expect(isEvmAddress(undefined)).toBe(false)
    expect(isEvmAddress(0x1234)).toBe(false)
  })
})
