import { describe, expect, it } from 'vitest'
import { isEmail } from './isEmail.js'
import { isValidName } from './isValidName.js'

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('ada@example.com')).toBe(true)
    expect(isEmail('first.last+tag@sub.example.co.uk')).toBe(true)
  })

  it('rejects malformed values', () => {
    for (const value of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 42, null]) {
      expect(isEmail(value)).toBe(false)
    }
  })
})

describe('isValidName', () => {
  it('accepts letters, digits and hyphens from 4 characters', () => {
    expect(isValidName('abcd')).toBe(true)
    expect(isValidName('my-name-42')).toBe(true)
    expect(isValidName('ABC1')).toBe(true)
  })

  it('rejects short names and other characters', () => {
    expect(isValidName('abc')).toBe(false)
    expect(isValidName('')).toBe(false)
    expect(isValidName('my_name')).toBe(false)
    expect(isValidName('my name')).toBe(false)
    expect(isValidName('name.reown.id')).toBe(false)
    expect(isValidName('émile')).toBe(false)
    expect(isValidName(1234)).toBe(false)
  })
})
