const namePattern = /^[a-zA-Z0-9-]{4,}$/

/** SPEC.md §5 name registration: letters, digits or hyphen, at least 4 characters (suffix excluded). */
export function isValidName(value: unknown): value is string {
  return typeof value === 'string' && namePattern.test(value)
}
