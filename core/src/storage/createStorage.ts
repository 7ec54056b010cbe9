import * as z from 'zod/mini'
import { parseWithSchema } from '../validation/parseWithSchema.js'
import { configureZod } from '../zodConfig.js'
import { resolveStorageLike } from './resolveStorageLike.js'
import {
  InvalidStorageValueError,
  StorageAccessError,
  type StorageErrorType,
  UnknownStorageKeyError,
} from './StorageError.js'
import type { StorageLike } from './StorageLike.js'
import {
  getStorageSchema,
  normalizeStorageValue,
  type StorageKey,
  type StorageValue,
  storageKeys,
} from './storageSchemas.js'

configureZod()

export type CreateStorageParameters = {
  /** Where to keep values. Default: `window.localStorage` in a browser, memory elsewhere. */
  storage?: StorageLike | undefined
  /** Prepended to every key; `clear()` only touches keys with it. Default `'@foyer/'`. */
  prefix?: string | undefined
  /** Told about corrupt values and storage failures, which are otherwise swallowed. */
  onError?: ((error: StorageErrorType) => void) | undefined
}

export type FoyerStorage = {
  readonly prefix: string
  /** The stored value, or undefined when missing, not JSON, failing its schema, or unreadable. */
  get<key extends StorageKey>(key: key): StorageValue<key> | undefined
  /** Stores a value after checking its schema; false when rejected or when the storage throws. */
  set<key extends StorageKey>(key: key, value: StorageValue<key>): boolean
  remove(key: StorageKey): void
  /** Removes every known key and, when the storage can list its keys, any other key with our prefix. */
  clear(): void
}

const storageLikeSchema = z.custom<StorageLike>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ['getItem', 'setItem', 'removeItem'].every(
      (method) => typeof (value as Record<string, unknown>)[method] === 'function',
    ),
  { message: 'Expected an object with getItem, setItem and removeItem functions' },
)

const parametersSchema = z.object({
  storage: z.optional(storageLikeSchema),
  prefix: z.optional(z.string().check(z.minLength(1, { message: 'Expected a non-empty prefix' }))),
  onError: z.optional(z.custom<(error: StorageErrorType) => void>((value) => typeof value === 'function')),
})

export function createStorage(parameters: CreateStorageParameters = {}): FoyerStorage {
  const {
    storage: hostStorage,
    prefix = '@foyer/',
    onError,
  } = parseWithSchema(parametersSchema, parameters, 'storage options')
  const storage = resolveStorageLike(hostStorage)

  function report(error: StorageErrorType): void {
    try {
      onError?.(error)
    } catch {
      // A failing error reporter must not break storage either.
    }
  }

  function attempt<result>(key: string, operation: StorageAccessError['operation'], run: () => result) {
    try {
      return { ok: true as const, value: run() }
    } catch (cause) {
      report(new StorageAccessError({ key, operation, cause }))
      return { ok: false as const }
    }
  }

  return {
    prefix,
    get(key) {
      const schema = getStorageSchema(key)
      if (!schema) return reportUnknown(key)
      const read = attempt(key, 'get', () => storage.getItem(prefix + key))
      if (!read.ok || read.value === null || read.value === undefined) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(read.value)
      } catch (cause) {
        report(new InvalidStorageValueError({ key, reason: 'not JSON', cause }))
        return undefined
      }
      const result = schema.safeParse(parsed)
      if (!result.success) {
        const reason = result.error.issues[0]?.message ?? 'failed its schema'
        report(new InvalidStorageValueError({ key, reason, cause: result.error }))
        return undefined
      }
      return normalizeStorageValue(key, result.data) as never
    },
    set(key, value) {
      const schema = getStorageSchema(key)
      if (!schema) {
        reportUnknown(key)
        return false
      }
      const result = schema.safeParse(value)
      if (!result.success) {
        const reason = result.error.issues[0]?.message ?? 'failed its schema'
        report(new InvalidStorageValueError({ key, reason, cause: result.error }))
        return false
      }
      return attempt(key, 'set', () =>
        storage.setItem(prefix + key, JSON.stringify(normalizeStorageValue(key, result.data))),
      ).ok
    },
    remove(key) {
      attempt(key, 'remove', () => storage.removeItem(prefix + key))
    },
    clear() {
      const keys = new Set<string>(storageKeys.map((key) => prefix + key))
      attempt('*', 'clear', () => {
        const count = storage.length
        if (typeof storage.key !== 'function' || typeof count !== 'number') return
        for (let index = 0; index < count; index++) {
          const key = storage.key(index)
          if (key?.startsWith(prefix)) keys.add(key)
        }
      })
      for (const key of keys) attempt(key.slice(prefix.length), 'remove', () => storage.removeItem(key))
    },
  }

  function reportUnknown(key: string): undefined {
    report(new UnknownStorageKeyError({ key }))
    return undefined
  }
}
