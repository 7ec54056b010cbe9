import type { ThemeState } from '@foyer/core/eager'
import { themeToCssVariables } from './themeToCssVariables.js'

/**
 * Sets the theme's custom properties on `element` through the CSSOM (allowed by a strict CSP, unlike inline styles
 * in markup) and removes the ones a previous call set that are gone. Returns the names it set and the names of
 * `themeVariables` it rejected (not a token, or not a usable value).
 */
export function applyThemeVariables(
  element: HTMLElement,
  themeVariables: ThemeState['themeVariables'],
  previous: readonly string[] = [],
): { applied: string[]; rejected: string[] } {
  const { variables, rejected } = themeToCssVariables(themeVariables)
  for (const name of previous) if (!(name in variables)) element.style.removeProperty(name)
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value)
  return { applied: Object.keys(variables), rejected }
}
