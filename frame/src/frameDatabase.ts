const databaseName = 'foyer-frame'
const storeName = 'keys'

/**
 * The value kept under `entry` in the frame origin's IndexedDB (CryptoKeys are stored as themselves, their secret
 * bytes out of any script's reach), made by `make` and stored on first use.
 */
export async function readOrCreateEntry<T>(
  indexedDb: IDBFactory,
  entry: string,
  make: () => Promise<T>,
): Promise<T> {
  const opening = indexedDb.open(databaseName, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(storeName)
  const database = await request(opening)
  try {
    const stored = (await request(database.transaction(storeName).objectStore(storeName).get(entry))) as
      | T
      | undefined
    if (stored !== undefined) return stored
    const made = await make()
    await request(database.transaction(storeName, 'readwrite').objectStore(storeName).put(made, entry))
    return made
  } finally {
    database.close()
  }
}

function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result)
    pending.onerror = () => reject(pending.error)
  })
}
