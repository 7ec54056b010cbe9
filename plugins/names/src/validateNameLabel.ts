/** The smallest label the naming service takes (SPEC.md §5). */
export const minNameLength = 4
const maxNameLength = 63

/**
 * Why `label` (what the user typed, without the suffix) cannot be registered, or undefined when it can: letters,
 * digits or hyphens, at least 4 (SPEC.md §5), at most 63 (a DNS label), not starting or ending with a hyphen.
 */
export function validateNameLabel(label: string): string | undefined {
  if (label.length === 0) return 'Enter a name.'
  if (!/^[a-z0-9-]+$/i.test(label)) return 'Use only letters, digits and hyphens.'
  if (label.length < minNameLength) return `A name needs at least ${minNameLength} characters.`
  if (label.length > maxNameLength) return `A name has at most ${maxNameLength} characters.`
  if (label.startsWith('-') || label.endsWith('-')) return 'A name cannot start or end with a hyphen.'
  return undefined
}

/** What the user typed, as a label: trimmed, lower case, the suffix dropped when they typed it too. */
export function toNameLabel(value: string, suffix: string): string {
  const lower = value.trim().toLowerCase()
  return lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
}
