import type { ThemeState } from '@foyer/core'
import { themeToCssVariables } from './themeToCssVariables.js'

/**
 * Sets the theme's custom properties on `element` through the CSSOM (allowed by a strict CSP, unlike inline styles
 * in markup) and removes the ones a previous call set that are gone. Returns the names it set.
 */
export function applyThemeVariables(
  element: HTMLElement,
  themeVariables: ThemeState['themeVariables'],
  previous: readonly string[] = [],
): string[] {
  const variables = themeToCssVariables(themeVariables)
  for (const name of previous) if (!(name in variables)) element.style.removeProperty(name)
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value)
  return Object.keys(variables)
}
