import { describe, expect, it } from 'vitest'
import { createKeyVault } from './createKeyVault.js'
import { createFrameSession } from './frameSession.js'

/** localStorage's stand-in. */
function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    key: (index) => [...values.keys()][index] ?? null,
    clear: () => values.clear(),
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  }
}

/** Just enough of IndexedDB for one object store: values kept as themselves (as structured clone keeps a CryptoKey). */
function memoryIndexedDb(): IDBFactory {
  const entries = new Map<string, unknown>()
  const settle = <T>(result: () => T) => {
    const request = { result: undefined as T | undefined } as IDBRequest<T> & { onsuccess?: () => void }
    queueMicrotask(() => {
      Object.assign(request, { result: result() })
      request.onsuccess?.()
    })
    return request
  }
  const store = {
    get: (name: string) => settle(() => entries.get(name)),
    put: (value: unknown, name: string) => settle(() => entries.set(name, value)),
  }
  const database = { transaction: () => ({ objectStore: () => store }), close: () => {} }
  return { open: () => settle(() => database) } as unknown as IDBFactory
}

describe('the key vault', () => {
  it('keeps the wallet keys out of plain storage, sealed under a device key, and reads them back after a reload', async () => {
    const storage = memoryStorage()
    const indexedDb = memoryIndexedDb()
    // An older frame left a key in plain storage: it moves into the vault.
    const legacy = `0x${'ab'.repeat(32)}`
    storage.setItem('foyer-frame:key:email:old@example.com', legacy)
    const vault = createKeyVault(storage, indexedDb)
    await vault.ready
    const session = createFrameSession(vault.storage)
    expect(session.keyFor('email:old@example.com')).toBe(legacy)
    const fresh = session.keyFor('email:ada@example.com')
    const seed = session.solanaSeedFor('email:ada@example.com')
    session.write({ token: 't', login: 'email:ada@example.com', email: null, userName: null })
    await new Promise((resolve) => setTimeout(resolve, 50))

    const everything = JSON.stringify(
      Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '')),
    )
    expect(everything).not.toContain(legacy.slice(2))
    expect(everything).not.toContain(fresh.slice(2))
    expect(storage.getItem('foyer-frame:key:email:old@example.com')).toBeNull()
    expect(storage.getItem('foyer-frame:vault')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(session.read()?.token).toBe('t')

    // The next load of the frame opens the same vault.
    const reloaded = createKeyVault(storage, indexedDb)
    await reloaded.ready
    const again = createFrameSession(reloaded.storage)
    expect(again.keyFor('email:ada@example.com')).toBe(fresh)
    expect(again.solanaSeedFor('email:ada@example.com')).toEqual(seed)
    // Another device key (IndexedDB cleared) opens nothing, and makes no error.
    const elsewhere = createKeyVault(storage, memoryIndexedDb())
    await elsewhere.ready
    expect(createFrameSession(elsewhere.storage).hasKeys('email:ada@example.com')).toBe(false)
  })

  it('without IndexedDB leaves the keys where they are (memory alone would lose them at the next reload)', async () => {
    const storage = memoryStorage()
    const vault = createKeyVault(storage, undefined)
    await vault.ready
    const key = createFrameSession(vault.storage).keyFor('email:ada@example.com')
    expect(storage.getItem('foyer-frame:key:email:ada@example.com')).toBe(key)
  })
})
