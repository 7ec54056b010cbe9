import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { BaseError } from '../errors/BaseError.js'
import { ValidationError } from '../errors/validation.js'
import { configureZod } from '../zodConfig.js'
import { parseWithSchema } from './parseWithSchema.js'

// Core's test files share modules per worker: configure zod here as the product does, whichever file ran first.
configureZod()

const schema = z.object({ name: z.string(), urls: z.array(z.url()), nested: z.object({ n: z.number() }) })

describe('parseWithSchema', () => {
  it('returns parsed data', () => {
    const value = { name: 'a', urls: ['https://x.test'], nested: { n: 1 } }
    expect(parseWithSchema(schema, value, 'thing')).toEqual(value)
  })

  it('throws a ValidationError naming the subject and the first bad field', () => {
    try {
      parseWithSchema(schema, { name: 'a', urls: ['https://x.test', 'nope'], nested: { n: 'x' } }, 'thing')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toBeInstanceOf(BaseError)
      const validationError = error as ValidationError
      expect(validationError.shortMessage).toMatch(/^Invalid thing at "urls\[1\]": /)
      expect(validationError.details).toContain('nested.n')
      expect(validationError.issues).toHaveLength(2)
      expect(validationError.message).toContain('2 problems found.')
    }
  })

  it('omits the path when the root value is wrong', () => {
    expect(() => parseWithSchema(schema, 'oops', 'options')).toThrow(
      /^Invalid options: Expected object, received string/,
    )
  })
})
