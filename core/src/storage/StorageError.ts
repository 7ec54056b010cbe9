import { BaseError } from '../errors/BaseError.js'

export type StorageAccessErrorType = StorageAccessError

/** The underlying storage threw (quota exceeded, privacy mode, a sandboxed frame). */
export class StorageAccessError extends BaseError {
  override name = 'StorageAccessError'
  readonly key: string
  readonly operation: 'get' | 'set' | 'remove' | 'clear'
  constructor({
    key,
    operation,
    cause,
  }: { key: string; operation: StorageAccessError['operation']; cause: unknown }) {
    super(`Could not ${operation} "${key}" in storage.`, { cause })
    this.key = key
    this.operation = operation
  }
}

export type InvalidStorageValueErrorType = InvalidStorageValueError

/** A stored value that is not JSON or fails its key's schema; reading it gives undefined. */
export class InvalidStorageValueError extends BaseError {
  override name = 'InvalidStorageValueError'
  readonly key: string
  constructor({ key, reason, cause }: { key: string; reason: string; cause?: unknown }) {
    super(`Invalid value for "${key}" in storage: ${reason}.`, { cause })
    this.key = key
  }
}

export type UnknownStorageKeyErrorType = UnknownStorageKeyError

export class UnknownStorageKeyError extends BaseError {
  override name = 'UnknownStorageKeyError'
  readonly key: string
  constructor({ key }: { key: string }) {
    super(`Unknown storage key "${key}".`)
    this.key = key
  }
}

export type StorageErrorType = StorageAccessError | InvalidStorageValueError | UnknownStorageKeyError
