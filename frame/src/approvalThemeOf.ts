import { contrastRatio } from '@foyer/core'
import type { ApprovalTheme } from './approvalMessages.js'

/** The approval page's backgrounds per mode (frame.css): an accent must keep 3:1 against both of its mode's. */
const backgrounds = { light: ['#ffffff', '#f1f2f4'], dark: ['#141414', '#202020'] } as const

const accentNames = ['--foyer-accent', '--apkt-accent', '--w3m-accent'] as const

/**
 * What the approval page takes of the app's SYNC_THEME: the mode, and the accent when it is a plain hex colour that
 * keeps 3:1 on the page (with white or black text at 4.5:1 on it). Everything else the app sends is ignored: the page
 * that shows what is signed never takes the app's colours for its text or backgrounds.
 */
export function approvalThemeOf({
  themeMode,
  themeVariables = {},
}: {
  themeMode?: 'light' | 'dark' | undefined
  themeVariables?: Record<string, string | number> | undefined
}): ApprovalTheme {
  const mode = themeMode ?? 'light'
  const value = accentNames.map((name) => themeVariables[name]).find((value) => value !== undefined)
  const accent = typeof value === 'string' ? expandHex(value.trim().toLowerCase()) : undefined
  if (!accent || !backgrounds[mode].every((background) => contrastRatio(accent, background) >= 3))
    return { mode }
  const accentForeground = contrastRatio('#ffffff', accent) >= 4.5 ? '#ffffff' : '#000000'
  return { mode, accent, accentForeground }
}

function expandHex(value: string): string | undefined {
  if (/^#[0-9a-f]{6}$/.test(value)) return value
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`
  return undefined
}
