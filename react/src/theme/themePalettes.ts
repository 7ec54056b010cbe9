import type { ModeColorToken } from './modeColorTokens.js'

export type ThemePalette = Record<ModeColorToken, string>

/** The defaults of `foyer.css` (a test keeps the two the same). */
export const darkPalette: ThemePalette = {
  base: '#141414',
  surface: '#202020',
  'surface-hover': '#2b2b2b',
  border: '#3a3a3a',
  foreground: '#f5f5f5',
  'foreground-muted': '#a9a9a9',
  'accent-foreground': '#ffffff',
  'accent-text': '#94a6ff',
  success: '#4fd18b',
  warning: '#f5c451',
  error: '#ff7a7a',
  'error-background': '#b3261e',
  'error-foreground': '#ffffff',
  overlay: 'rgb(0 0 0 / 0.6)',
  focus: '#94a6ff',
  shadow: '0 12px 40px rgb(0 0 0 / 0.5)',
  'qr-background': '#ffffff',
  'qr-foreground': '#141414',
}

export const lightPalette: ThemePalette = {
  base: '#ffffff',
  surface: '#f1f2f4',
  'surface-hover': '#e4e6ea',
  border: '#d4d7dd',
  foreground: '#141414',
  'foreground-muted': '#5c5f66',
  'accent-foreground': '#ffffff',
  'accent-text': '#2f49b8',
  success: '#17663b',
  warning: '#8a5a00',
  error: '#b3261e',
  'error-background': '#b3261e',
  'error-foreground': '#ffffff',
  overlay: 'rgb(0 0 0 / 0.35)',
  focus: '#2f49b8',
  shadow: '0 12px 40px rgb(0 0 0 / 0.18)',
  'qr-background': '#ffffff',
  'qr-foreground': '#141414',
}

/** A deep blue-black dark theme (RainbowKit's `midnightTheme` idea, our own colours). */
export const midnightPalette: ThemePalette = {
  ...darkPalette,
  base: '#0b0e1a',
  surface: '#161b2e',
  'surface-hover': '#20273f',
  border: '#2c3553',
  foreground: '#eef1fb',
  'foreground-muted': '#a3abc6',
  overlay: 'rgb(3 6 20 / 0.7)',
  shadow: '0 12px 40px rgb(0 0 0 / 0.6)',
}
