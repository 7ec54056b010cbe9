import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { configureZod } from '../zodConfig.js'

configureZod()

function messageOf(schema: z.core.$ZodType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('schema messages read as SPEC.md gives them', () => {
  it('a missing value is Required; a wrong type says what was expected and what came', () => {
    expect(messageOf(z.object({ projectId: z.string() }), {})).toBe('Required')
    expect(messageOf(z.string(), 42)).toBe('Expected string, received number')
    expect(messageOf(z.number(), null)).toBe('Expected number, received null')
    expect(messageOf(z.object({}), [])).toBe('Expected object, received array')
    expect(messageOf(z.number(), Number.NaN)).toBe('Expected number, received NaN')
  })

  it('formats: Invalid email, Invalid URL, prefixes', () => {
    expect(messageOf(z.email(), 'not-an-email')).toBe('Invalid email')
    expect(messageOf(z.url(), 'nope')).toBe('Invalid URL')
    expect(messageOf(z.string().check(z.regex(/^\d+$/)), 'x')).toBe('Invalid format')
    expect(messageOf(z.string().check(z.startsWith('0x')), 'ab')).toBe("Must start with '0x'")
  })

  it('literals and enums name the accepted values and the one received', () => {
    expect(messageOf(z.enum(['dark', 'light']), 'blue')).toBe(
      "Expected one of 'dark' | 'light', received 'blue'",
    )
    expect(messageOf(z.literal('eip155'), 'solana')).toBe("Expected 'eip155', received 'solana'")
  })

  it('sizes and bounds count in the right unit', () => {
    expect(messageOf(z.string().check(z.minLength(4)), 'abc')).toBe('Must have at least 4 characters')
    expect(messageOf(z.array(z.string()).check(z.minLength(1)), [])).toBe('Must have at least 1 item')
    expect(messageOf(z.string().check(z.length(6)), '123')).toBe('Must have exactly 6 characters')
    expect(messageOf(z.number().check(z.gt(0)), 0)).toBe('Must be greater than 0')
    expect(messageOf(z.number().check(z.lte(10)), 11)).toBe('Must be less than or equal to 10')
    expect(messageOf(z.number().check(z.multipleOf(5)), 7)).toBe('Must be a multiple of 5')
  })

  it('unknown keys are named; a message set on the schema wins', () => {
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', themMode: 'dark' })).toBe(
      "Unknown key: 'themMode'",
    )
    expect(messageOf(z.string().check(z.minLength(1, 'Please enter a name')), '')).toBe('Please enter a name')
  })
})
