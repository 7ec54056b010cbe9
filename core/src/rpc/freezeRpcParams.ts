/**
 * Freezes a copy of request parameters all the way down. Typed arrays cannot be frozen and Maps and Sets stay
 * writable through their methods, which is why code outside the kernel only ever gets its own copy (`copyRpcParams`).
 */
export function freezeRpcParams<T>(value: T): T {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || Object.isFrozen(value))
    return value
  Object.freeze(value)
  for (const key of Reflect.ownKeys(value)) freezeRpcParams((value as Record<PropertyKey, unknown>)[key])
  return value
}
