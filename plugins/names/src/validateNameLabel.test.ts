import { describe, expect, it } from 'vitest'
import { toNameLabel, validateNameLabel } from './validateNameLabel.js'

describe('validateNameLabel (ENSIP-15 normalised, 4 to 63 characters, SPEC.md §5)', () => {
  it.each([
    ['alice', undefined],
    ['a1-b', undefined],
    ['ålice', undefined],
    ['💩💩💩💩', undefined],
    ['', 'Enter a name.'],
    ['abc', 'A name needs at least 4 characters.'],
    ['alice.eth', 'A name is one label: leave out the dots.'],
    ['ALICE', "Use the name's normalised form: alice"],
    ['-alice', 'A name cannot start or end with a hyphen.'],
    ['alice-', 'A name cannot start or end with a hyphen.'],
    ['xn--lice-qoa', 'A name cannot start with "xn--" (punycode): type the name itself.'],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'A name cannot look like an address.'],
    ['5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'A name cannot look like an address.'],
    ['x'.repeat(64), 'A name has at most 63 characters.'],
  ])('%j → %j', (label, message) => {
    expect(validateNameLabel(label)).toBe(message)
  })

  it.each([
    ['al ice', /disallowed character/],
    ['a_b1', /underscore allowed only at start/],
    ['ab--cd', /invalid label extension/],
    // A Cyrillic "а" among Latin letters: a look-alike of "alice".
    ['\u0430lice', /illegal mixture: Cyrillic \+ Latin/],
    ['alice\u200d', /disallowed character/],
  ])('%j is refused by ENSIP-15', (label, reason) => {
    const message = validateNameLabel(label)
    expect(message).toMatch(/^This name is not allowed by ENS normalisation \(ENSIP-15\): /)
    expect(message).toMatch(reason)
  })

  it('takes what the user typed as a label: trimmed, normalised (lower case), the suffix dropped', () => {
    expect(toNameLabel('  Alice.Foyer.ETH ', '.foyer.eth')).toBe('alice')
    expect(toNameLabel('bob', '.foyer.eth')).toBe('bob')
    expect(toNameLabel('ÅLICE', '.foyer.eth')).toBe('ålice')
  })
})
