import type { ThemeState } from '@foyer/core/eager'
import * as z from 'zod/mini'
import { modeColorTokens } from '../theme/modeColorTokens.js'

/** AppKit's theme variable names (without the `--w3m-` / `--apkt-` prefix) and the `--foyer-*` properties they set. */
const appKitNames = {
  accent: ['--foyer-accent'],
  'color-mix': ['--foyer-color-mix'],
  'color-mix-strength': ['--foyer-color-mix-strength'],
  'font-family': ['--foyer-font-family'],
  'font-size-master': ['--foyer-font-size-master'],
  'border-radius-master': ['--foyer-border-radius-master'],
  'z-index': ['--foyer-z-index'],
  'qr-color': ['--foyer-dark-qr-foreground', '--foyer-light-qr-foreground'],
} as const

/** AppKit's `--w3m-*` and `--apkt-*` names and the `--foyer-*` properties they set. */
export const appKitThemeVariables: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(appKitNames).flatMap(([name, targets]) => [
    [`--w3m-${name}`, targets],
    [`--apkt-${name}`, targets],
  ]),
)

/** The mode-independent tokens of `foyer.css`, set as they are. */
export const rootThemeTokens = [
  'accent',
  'color-mix',
  'color-mix-strength',
  'font-family',
  'font-family-mono',
  'font-size-master',
  'font-size-xs',
  'font-size-sm',
  'font-size-md',
  'font-size-lg',
  'font-weight-regular',
  'font-weight-medium',
  'font-weight-bold',
  'line-height',
  'border-radius-master',
  'radius-xs',
  'radius-sm',
  'radius-md',
  'radius-lg',
  'radius-full',
  'space-1',
  'space-2',
  'space-3',
  'space-4',
  'space-5',
  'space-6',
  'space-7',
  'space-8',
  'border-width',
  'focus-width',
  'modal-width',
  'z-index',
  'duration-header',
  'duration-height',
  'duration-view',
  'easing',
] as const

/** Every name `themeVariables` accepts, with the properties each one sets. */
const themeVariableTargets: Record<string, readonly string[]> = {
  ...appKitThemeVariables,
  ...Object.fromEntries(rootThemeTokens.map((token) => [`--foyer-${token}`, [`--foyer-${token}`]])),
  ...Object.fromEntries(
    modeColorTokens.flatMap((token) => [
      [`--foyer-${token}`, [`--foyer-dark-${token}`, `--foyer-light-${token}`]],
      [`--foyer-dark-${token}`, [`--foyer-dark-${token}`]],
      [`--foyer-light-${token}`, [`--foyer-light-${token}`]],
    ]),
  ),
}

export const themeVariableNames: readonly string[] = Object.keys(themeVariableTargets)

/** Unitless numbers get the unit their property needs (`--w3m-color-mix-strength: 40` → `40%`). */
const units: Record<string, string> = {
  '--foyer-color-mix-strength': '%',
  '--foyer-font-size-master': 'px',
  '--foyer-border-radius-master': 'px',
  '--foyer-border-width': 'px',
  '--foyer-focus-width': 'px',
  '--foyer-modal-width': 'px',
}

// A value is one declaration's value: nothing that could end it or open a block.
const themeValue = z.union([z.string().check(z.maxLength(500), z.regex(/^[^;{}]*$/)), z.number()])
const themeVariablesSchema = z.strictObject(
  Object.fromEntries(themeVariableNames.map((name) => [name, z.optional(themeValue)])),
)

export type ThemeCssVariables = {
  /** Property name to value, ready for `style.setProperty`. */
  variables: Record<string, string>
  /** Names `themeVariables` holds that no token has (or whose value is not a string or number): not applied. */
  rejected: string[]
}

// A more specific name wins whatever the order: AppKit's old names, their new ones, ours for both modes, ours for one.
const precedence = (name: string) =>
  name.startsWith('--w3m-') ? 0 : name.startsWith('--apkt-') ? 1 : /^--foyer-(dark|light)-/.test(name) ? 3 : 2

/**
 * The CSS custom properties for `themeVariables` (validated with zod): AppKit's `--w3m-*` / `--apkt-*` names mapped
 * onto our tokens, our token names kept (a mode colour token set for both modes), and the names that are not tokens
 * (or hold a value that is not one) listed in `rejected` for the caller to report.
 */
export function themeToCssVariables(themeVariables: ThemeState['themeVariables']): ThemeCssVariables {
  const rejected = new Set<string>()
  const parsed = z.safeParse(themeVariablesSchema, themeVariables)
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') for (const key of issue.keys) rejected.add(key)
      else if (typeof issue.path[0] === 'string') rejected.add(issue.path[0])
    }
  const variables: Record<string, string> = {}
  const accepted = Object.entries(themeVariables)
    .filter(([name]) => !rejected.has(name))
    .sort(([a], [b]) => precedence(a) - precedence(b))
  for (const [name, value] of accepted)
    for (const target of themeVariableTargets[name] ?? [])
      variables[target] = typeof value === 'number' ? `${value}${units[target] ?? ''}` : value
  return { variables, rejected: [...rejected] }
}
