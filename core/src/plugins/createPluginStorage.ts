import * as z from 'zod/mini'
import {
  InvalidStorageValueError,
  StorageAccessError,
  type StorageErrorType,
  UnknownStorageKeyError,
} from '../storage/StorageError.js'
import type { StorageLike } from '../storage/StorageLike.js'
import type { PluginSchemas, PluginStorage } from './FoyerPlugin.js'

export type CreatePluginStorageParameters = {
  storage: StorageLike
  /** The kernel's storage prefix; the plugin's keys live under `<prefix>plugin:<name>:`. */
  prefix: string
  plugin: string
  /** The plugin's declared keys and their value schemas. */
  schemas: PluginSchemas
  /** Told about corrupt values, unknown keys and storage failures. */
  onError(error: StorageErrorType): void
}

/**
 * One plugin's storage: only its declared keys, each checked against the plugin's schema on write and on read. A
 * stored value that is not JSON or fails its schema is removed and read as undefined.
 */
export function createPluginStorage({
  storage,
  prefix: kernelPrefix,
  plugin,
  schemas,
  onError,
}: CreatePluginStorageParameters): PluginStorage<Record<string, unknown>> {
  const prefix = `${kernelPrefix}plugin:${plugin}:`
  const keys = Object.keys(schemas)

  const attempt = <result>(key: string, operation: StorageAccessError['operation'], run: () => result) => {
    try {
      return { ok: true as const, value: run() }
    } catch (cause) {
      report(new StorageAccessError({ key: prefix + key, operation, cause }))
      return { ok: false as const }
    }
  }
  function report(error: StorageErrorType): void {
    try {
      onError(error)
    } catch {
      // A failing reporter must not break storage.
    }
  }
  function schemaOf(key: string): z.core.$ZodType | undefined {
    const schema = Object.hasOwn(schemas, key) ? schemas[key] : undefined
    if (!schema) report(new UnknownStorageKeyError({ key: `${prefix}${key}` }))
    return schema
  }

  return Object.freeze({
    prefix,
    get(key: string) {
      const schema = schemaOf(key)
      if (!schema) return undefined
      const read = attempt(key, 'get', () => storage.getItem(prefix + key))
      if (!read.ok || read.value === null || read.value === undefined) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(read.value)
      } catch (cause) {
        return drop(key, 'not JSON', cause)
      }
      const result = z.safeParse(schema, parsed)
      if (!result.success)
        return drop(key, result.error.issues[0]?.message ?? 'failed its schema', result.error)
      return result.data
    },
    set(key: string, value: unknown) {
      const schema = schemaOf(key)
      if (!schema) return false
      const result = z.safeParse(schema, value)
      if (!result.success) {
        const reason = result.error.issues[0]?.message ?? 'failed its schema'
        report(new InvalidStorageValueError({ key: prefix + key, reason, cause: result.error }))
        return false
      }
      return attempt(key, 'set', () => storage.setItem(prefix + key, JSON.stringify(result.data))).ok
    },
    remove(key: string) {
      if (schemaOf(key)) attempt(key, 'remove', () => storage.removeItem(prefix + key))
    },
    clear() {
      for (const key of keys) attempt(key, 'remove', () => storage.removeItem(prefix + key))
    },
  })

  function drop(key: string, reason: string, cause: unknown): undefined {
    report(
      new InvalidStorageValueError({ key: prefix + key, reason: `${reason}; the value was removed`, cause }),
    )
    attempt(key, 'remove', () => storage.removeItem(prefix + key))
    return undefined
  }
}
