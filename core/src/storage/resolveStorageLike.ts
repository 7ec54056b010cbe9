import { createMemoryStorage } from './createMemoryStorage.js'
import type { StorageLike } from './StorageLike.js'

/** The storage the kernel keeps values in: the host's, else `window.localStorage` in a browser, else memory. */
export function resolveStorageLike(storage: StorageLike | undefined): StorageLike {
  return storage ?? getBrowserStorage() ?? createMemoryStorage()
}

/** `window.localStorage` when running in a browser that allows it; merely touching it can throw. */
function getBrowserStorage(): StorageLike | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    return window.localStorage ?? undefined
  } catch {
    return undefined
  }
}
