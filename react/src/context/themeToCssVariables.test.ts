import { expect, it } from 'vitest'
import { themeToCssVariables } from './themeToCssVariables.js'

it('maps AppKit variables onto ours, adds units to numbers and drops unknown names', () => {
  expect(
    themeToCssVariables({
      '--w3m-accent': '#ff0000',
      '--w3m-color-mix': '#00ff00',
      '--w3m-color-mix-strength': 40,
      '--w3m-font-family': 'Inter',
      '--w3m-font-size-master': 11,
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 1200,
      '--foyer-accent': '#0000ff',
      '--unknown': 'x',
    }),
  ).toEqual({
    '--foyer-accent': '#0000ff',
    '--foyer-color-mix': '#00ff00',
    '--foyer-color-mix-strength': '40%',
    '--foyer-font-family': 'Inter',
    '--foyer-font-size-master': '11px',
    '--foyer-border-radius-master': '2px',
    '--foyer-z-index': '1200',
  })
})
