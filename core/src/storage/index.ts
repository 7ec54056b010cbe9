export {
  cookieStorage,
  cookieToInitialState,
  createCookieStateStorage,
  type FoyerCookieState,
} from './cookieStorage.js'
export { createMemoryStorage } from './createMemoryStorage.js'
export { type CreateStorageParameters, createStorage, type FoyerStorage } from './createStorage.js'
export {
  InvalidStorageValueError,
  type InvalidStorageValueErrorType,
  StorageAccessError,
  type StorageAccessErrorType,
  type StorageErrorType,
  UnknownStorageKeyError,
  type UnknownStorageKeyErrorType,
} from './StorageError.js'
export type { StorageLike } from './StorageLike.js'
export {
  namespacedStorageSchemas,
  recentWalletSchema,
  type StorageKey,
  type StorageValue,
  storageKeys,
  storageSchemas,
} from './storageSchemas.js'
