/** The Sign client's `storage` option (`IKeyValueStorage`), kept in memory: nothing outlives the page or test. */
export type MemoryKeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export function createMemoryKeyValueStorage(): MemoryKeyValueStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key, value) => {
      entries.set(key, structuredClone(value))
    },
    removeItem: async (key) => {
      entries.delete(key)
    },
  }
}
