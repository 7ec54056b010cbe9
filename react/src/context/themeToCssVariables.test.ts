import { describe, expect, it } from 'vitest'
import { themeToCssVariables, themeVariableNames } from './themeToCssVariables.js'

describe('themeToCssVariables', () => {
  it('maps AppKit variables onto ours and adds units to numbers', () => {
    expect(
      themeToCssVariables({
        '--w3m-accent': '#ff0000',
        '--w3m-color-mix': '#00ff00',
        '--w3m-color-mix-strength': 40,
        '--w3m-font-family': 'Inter',
        '--w3m-font-size-master': 11,
        '--w3m-border-radius-master': '2px',
        '--w3m-z-index': 1200,
        '--w3m-qr-color': '#123456',
        '--foyer-accent': '#0000ff',
      }),
    ).toEqual({
      variables: {
        '--foyer-accent': '#0000ff',
        '--foyer-color-mix': '#00ff00',
        '--foyer-color-mix-strength': '40%',
        '--foyer-font-family': 'Inter',
        '--foyer-font-size-master': '11px',
        '--foyer-border-radius-master': '2px',
        '--foyer-z-index': '1200',
        '--foyer-dark-qr-foreground': '#123456',
        '--foyer-light-qr-foreground': '#123456',
      },
      rejected: [],
    })
  })

  it("accepts AppKit's newer --apkt-* names, which win over --w3m-* whatever the order", () => {
    expect(
      themeToCssVariables({ '--apkt-accent': '#aa0000', '--w3m-accent': '#00aa00', '--apkt-z-index': 5 })
        .variables,
    ).toEqual({ '--foyer-accent': '#aa0000', '--foyer-z-index': '5' })
  })

  it('sets a colour token for both modes, and a mode-specific one for its mode only (which wins)', () => {
    expect(
      themeToCssVariables({
        '--foyer-dark-base': '#000010',
        '--foyer-base': '#101010',
        '--foyer-light-accent-text': '#123456',
        '--foyer-space-4': '10px',
        '--foyer-modal-width': 400,
      }).variables,
    ).toEqual({
      '--foyer-dark-base': '#000010',
      '--foyer-light-base': '#101010',
      '--foyer-light-accent-text': '#123456',
      '--foyer-space-4': '10px',
      '--foyer-modal-width': '400px',
    })
  })

  it('rejects unknown names and unusable values, naming them, and applies the rest', () => {
    const result = themeToCssVariables({
      '--w3m-accent': '#ff0000',
      '--unknown': 'x',
      '--w3m-acent': '#00ff00',
      '--foyer-background': '#000000',
      '--foyer-font-family': 'x; color: red',
      '--foyer-z-index': { nested: true } as unknown as number,
    })
    expect(result.variables).toEqual({ '--foyer-accent': '#ff0000' })
    expect(result.rejected.sort()).toEqual(
      ['--foyer-background', '--foyer-font-family', '--foyer-z-index', '--unknown', '--w3m-acent'].sort(),
    )
  })

  it('knows every AppKit name in both spellings', () => {
    for (const name of [
      'accent',
      'color-mix',
      'color-mix-strength',
      'font-family',
      'font-size-master',
      'border-radius-master',
      'z-index',
      'qr-color',
    ])
      expect(themeVariableNames).toEqual(expect.arrayContaining([`--w3m-${name}`, `--apkt-${name}`]))
  })
})
