import { describe, expect, it } from 'vitest'
import { toNameLabel, validateNameLabel } from './validateNameLabel.js'

describe('validateNameLabel (SPEC.md §5: letters, digits or hyphen, at least 4)', () => {
  it.each([
    ['alice', undefined],
    ['a1-b', undefined],
    ['ALICE', undefined],
    ['', 'Enter a name.'],
    ['abc', 'A name needs at least 4 characters.'],
    ['al ice', 'Use only letters, digits and hyphens.'],
    ['alice.eth', 'Use only letters, digits and hyphens.'],
    ['ålice', 'Use only letters, digits and hyphens.'],
    ['-alice', 'A name cannot start or end with a hyphen.'],
    ['x'.repeat(64), 'A name has at most 63 characters.'],
  ])('%j → %j', (label, message) => {
    expect(validateNameLabel(label)).toBe(message)
  })

  it('takes what the user typed as a label: trimmed, lower case, the suffix dropped', () => {
    expect(toNameLabel('  Alice.Foyer.ETH ', '.foyer.eth')).toBe('alice')
    expect(toNameLabel('bob', '.foyer.eth')).toBe('bob')
  })
})
