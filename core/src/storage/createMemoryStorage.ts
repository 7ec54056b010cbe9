import type { StorageLike } from './StorageLike.js'

/** An in-memory StorageLike: the fallback on the server (no `window`) and a handy test double. */
export function createMemoryStorage(initial: Record<string, string> = {}): Required<StorageLike> {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}
