import { readFileSync } from 'node:fs'
import { contrastRatio, InvalidOptionsError, isHexColor } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { createTheme, type FoyerTheme, textContrast, uiContrast } from './createTheme.js'
import { darkTheme, lightTheme, midnightTheme } from './presets.js'
import { darkPalette, lightPalette, type ThemePalette } from './themePalettes.js'

const css = readFileSync(new URL('../styles/foyer.css', import.meta.url), 'utf8')
const defaultAccent = /--foyer-accent: (#[0-9a-f]{6});/.exec(css)?.[1] ?? ''

/** The palette a theme renders in `mode`: its variables over the defaults. */
function paletteOf(theme: FoyerTheme, mode: 'dark' | 'light'): ThemePalette & { accent: string } {
  const palette = {
    ...(mode === 'dark' ? darkPalette : lightPalette),
    accent: defaultAccent,
  } as ThemePalette & {
    accent: string
  }
  for (const [name, value] of Object.entries(theme.themeVariables)) {
    if (name === '--foyer-accent') palette.accent = value
    const token = name.slice(`--foyer-${mode}-`.length) as keyof ThemePalette
    if (name.startsWith(`--foyer-${mode}-`)) palette[token] = value
  }
  return palette
}

/**
 * Every pair the modal draws, with the ratio WCAG AA asks of it; returns the ones that fall short. The accent fills
 * buttons on the modal's background; createTheme also keeps it 3:1 on surfaces (`onSurfaces`).
 */
function contrastFailures(palette: ThemePalette & { accent: string }, { onSurfaces = true } = {}): string[] {
  const backgrounds = ['base', 'surface', 'surface-hover']
  const pairs: [string, string, string, number][] = []
  for (const backgroundName of backgrounds) {
    for (const token of [
      'foreground',
      'foreground-muted',
      'accent-text',
      'success',
      'warning',
      'error',
    ] as const)
      pairs.push([token, palette[token], backgroundName, textContrast])
    pairs.push(['focus', palette.focus, backgroundName, uiContrast])
  }
  pairs.push(['accent', palette.accent, 'base', uiContrast])
  if (onSurfaces) pairs.push(['accent', palette.accent, 'surface', uiContrast])
  pairs.push(['accent-foreground', palette['accent-foreground'], 'accent', textContrast])
  pairs.push(['error-foreground', palette['error-foreground'], 'error-background', textContrast])
  pairs.push(['qr-foreground', palette['qr-foreground'], 'qr-background', textContrast])
  const colorOf = (name: string) => (name === 'accent' ? palette.accent : palette[name as keyof ThemePalette])
  expect(pairs.every(([, color, background]) => isHexColor(color) && isHexColor(colorOf(background)))).toBe(
    true,
  )
  return pairs
    .map(([name, color, backgroundName, ratio]) => {
      const actual = contrastRatio(color, colorOf(backgroundName))
      return actual >= ratio ? '' : `${name} on ${backgroundName}: ${actual.toFixed(2)} < ${ratio}`
    })
    .filter(Boolean)
}

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#fff', '#fff')).toBe(1)
  })
})

describe('the palettes match foyer.css', () => {
  it.each([
    ['dark', darkPalette],
    ['light', lightPalette],
  ] as const)('%s', (mode, palette) => {
    for (const [token, value] of Object.entries(palette))
      expect(css, `--foyer-${mode}-${token}`).toContain(
        `--foyer-${token}: var(--foyer-${mode}-${token}, ${value});`,
      )
  })
})

describe('presets keep WCAG AA contrast', () => {
  it.each([
    ['dark', darkTheme(), 'dark'],
    ['light', lightTheme(), 'light'],
    ['midnight', midnightTheme(), 'dark'],
    ['midnight with a pink accent', midnightTheme({ accent: '#ff4fa3' }), 'dark'],
  ] as const)('%s', (_, theme, mode) => {
    expect(contrastFailures(paletteOf(theme, mode))).toEqual([])
  })

  it('the default accent keeps 3:1 on every background of both modes, hovered rows included, and white text on it 4.5:1', () => {
    const backgrounds = [darkPalette, lightPalette].flatMap((palette) => [
      palette.base,
      palette.surface,
      palette['surface-hover'],
    ])
    expect(backgrounds.filter((background) => contrastRatio(defaultAccent, background) < uiContrast)).toEqual(
      [],
    )
    expect(contrastRatio(darkPalette['accent-foreground'], defaultAccent)).toBeGreaterThanOrEqual(
      textContrast,
    )
    expect(contrastRatio(lightPalette['accent-foreground'], defaultAccent)).toBeGreaterThanOrEqual(
      textContrast,
    )
  })

  it('light and dark keep their mode and set nothing else by default', () => {
    expect(lightTheme()).toEqual({ themeMode: 'light', themeVariables: {} })
    expect(darkTheme({ borderRadius: 2 })).toEqual({
      themeMode: 'dark',
      themeVariables: { '--foyer-border-radius-master': '2px' },
    })
    expect(midnightTheme().themeMode).toBe('dark')
  })
})

describe('createTheme', () => {
  // Brand colours from near-white to near-black, saturated and not.
  const brands = [
    '#ffffff',
    '#fffbe6',
    '#ffe066',
    '#ffd43b',
    '#63e6be',
    '#00ff00',
    '#22b8cf',
    '#ff6b6b',
    '#f76707',
    '#ff0000',
    '#e64980',
    '#7048e8',
    '#3b5bdb',
    '#1971c2',
    '#0000ff',
    '#5f3dc4',
    '#2b8a3e',
    '#862e9c',
    '#1a1a2e',
    '#0b0b0b',
    '#000000',
    '#808080',
    '#abc',
  ]

  it.each(brands)('%s keeps AA contrast in both modes', (accent) => {
    const theme = createTheme({ accent })
    expect(theme.themeMode).toBe('system')
    expect(contrastFailures(paletteOf(theme, 'dark'))).toEqual([])
    expect(contrastFailures(paletteOf(theme, 'light'))).toEqual([])
  })

  it.each(brands)('%s keeps AA contrast in one mode with a custom palette', (accent) => {
    const dark = createTheme({ accent, themeMode: 'dark', dark: { base: '#10002b', surface: '#1d0a45' } })
    expect(contrastFailures(paletteOf(dark, 'dark'))).toEqual([])
    expect(Object.keys(dark.themeVariables).some((name) => name.startsWith('--foyer-light-'))).toBe(false)
  })

  it('keeps an accent that already passes and derives the rest from it', () => {
    const theme = createTheme({ accent: '#4263EB', borderRadius: 8, fontFamily: 'Georgia, serif' })
    expect(theme.themeVariables['--foyer-accent']).toBe('#4263eb')
    expect(theme.themeVariables['--foyer-dark-accent-foreground']).toBe('#ffffff')
    expect(theme.themeVariables['--foyer-border-radius-master']).toBe('8px')
    expect(theme.themeVariables['--foyer-font-family']).toBe('Georgia, serif')
    expect(theme.themeVariables['--foyer-dark-base']).toBe(darkPalette.base)
  })

  it('moves a too-light accent the least it needs', () => {
    const accent = createTheme({ accent: '#ffe066' }).themeVariables['--foyer-accent'] ?? ''
    expect(accent).not.toBe('#ffe066')
    expect(contrastRatio(accent, '#ffffff')).toBeGreaterThanOrEqual(uiContrast)
    // Moved the least: just past 3:1 on the lightest background that binds it, not to black.
    expect(contrastRatio(accent, '#ffffff')).toBeLessThan(uiContrast + 0.5)
  })

  it('rejects what is not a hex colour, naming it', () => {
    expect(() => createTheme({ accent: 'tomato' })).toThrow(InvalidOptionsError)
    expect(() => createTheme({ accent: 'tomato' })).toThrow(/tomato/)
  })
})
