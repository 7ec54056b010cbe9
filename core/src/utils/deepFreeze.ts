/**
 * Freezes plain objects and arrays, recursively, except the values in `leave` (and what they hold). Anything else
 * (class instances such as providers, functions, Maps) is left as it is: it belongs to whoever made it.
 */
export function deepFreeze<T>(value: T, leave: ReadonlySet<unknown> = new Set()): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || leave.has(value)) return value
  const prototype = Object.getPrototypeOf(value)
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value
  Object.freeze(value)
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key], leave)
  return value
}
