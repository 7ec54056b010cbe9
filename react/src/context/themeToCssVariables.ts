import type { ThemeState } from '@foyer/core'

/** AppKit's theme variable names and the `--foyer-*` properties they set. */
export const appKitThemeVariables = {
  '--w3m-accent': '--foyer-accent',
  '--w3m-color-mix': '--foyer-color-mix',
  '--w3m-color-mix-strength': '--foyer-color-mix-strength',
  '--w3m-font-family': '--foyer-font-family',
  '--w3m-font-size-master': '--foyer-font-size-master',
  '--w3m-border-radius-master': '--foyer-border-radius-master',
  '--w3m-z-index': '--foyer-z-index',
} as const

const units: Record<string, (value: number) => string> = {
  '--foyer-color-mix-strength': (value) => `${value}%`,
  '--foyer-font-size-master': (value) => `${value}px`,
  '--foyer-border-radius-master': (value) => `${value}px`,
}

/**
 * The CSS custom properties for `themeVariables`: AppKit names mapped onto ours, `--foyer-*` names kept, anything
 * else dropped. Numbers get their unit (`--w3m-color-mix-strength: 40` → `40%`). Foyer names win over AppKit's.
 */
export function themeToCssVariables(themeVariables: ThemeState['themeVariables']): Record<string, string> {
  const result: Record<string, string> = {}
  const entries = Object.entries(themeVariables)
  const sorted = [
    ...entries.filter(([name]) => name.startsWith('--w3m-')),
    ...entries.filter(([name]) => name.startsWith('--foyer-')),
  ]
  for (const [name, value] of sorted) {
    const target = name.startsWith('--foyer-')
      ? name
      : appKitThemeVariables[name as keyof typeof appKitThemeVariables]
    if (!target) continue
    result[target] = typeof value === 'number' ? (units[target]?.(value) ?? String(value)) : value
  }
  return result
}
