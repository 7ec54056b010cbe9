import { type CreateThemeOptions, createTheme, type FoyerTheme } from './createTheme.js'
import { midnightPalette } from './themePalettes.js'

export type PresetOptions = Omit<CreateThemeOptions, 'themeMode' | 'accent'> & { accent?: string | undefined }

/** The built-in light theme; with an `accent`, derived through `createTheme`. */
export function lightTheme(options: PresetOptions = {}): FoyerTheme {
  return options.accent
    ? createTheme({ ...options, accent: options.accent, themeMode: 'light' })
    : withoutAccent('light', options)
}

/** The built-in dark theme (the default). */
export function darkTheme(options: PresetOptions = {}): FoyerTheme {
  return options.accent
    ? createTheme({ ...options, accent: options.accent, themeMode: 'dark' })
    : withoutAccent('dark', options)
}

/** A deep blue-black dark theme. */
export function midnightTheme(options: PresetOptions = {}): FoyerTheme {
  return createTheme({
    ...options,
    accent: options.accent ?? '#4263eb',
    themeMode: 'dark',
    dark: { ...midnightPalette, ...options.dark },
  })
}

function withoutAccent(themeMode: 'dark' | 'light', options: PresetOptions): FoyerTheme {
  const themeVariables: Record<string, string> = {}
  if (options.borderRadius !== undefined)
    themeVariables['--foyer-border-radius-master'] = `${options.borderRadius}px`
  if (options.fontFamily !== undefined) themeVariables['--foyer-font-family'] = options.fontFamily
  return { themeMode, themeVariables }
}
