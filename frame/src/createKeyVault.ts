import { base64urlnopad } from '@scure/base'
import { readOrCreateEntry } from './frameDatabase.js'

/** The storage entries that hold wallet keys (`frameSession`'s EVM key and Solana seed per login). */
const isKeyEntry = (name: string) =>
  name.startsWith('foyer-frame:key:') || name.startsWith('foyer-frame:solana-key:')
const vaultEntry = 'foyer-frame:vault'

export type KeyVault = {
  /** The frame's storage as `createFrameSession` uses it: key entries go to the vault, the rest to `storage`. */
  storage: Storage
  /** Settles once the vault is open (its keys are readable); the frame answers nothing before. */
  ready: Promise<void>
}

/**
 * Keeps the wallet keys out of plain storage: in memory while the frame runs, and at rest only sealed (AES-256-GCM)
 * under a device key WebCrypto made non-extractable, kept as a CryptoKey in the frame origin's IndexedDB. Keys an
 * older frame stored in plain `localStorage` move into the vault on open. Without IndexedDB the keys stay where they
 * were (in `storage`): memory alone would lose them at the next reload.
 */
export function createKeyVault(
  storage: Storage,
  indexedDb: IDBFactory | undefined,
  /** Calls back when another tab's frame wrote the vault (the `storage` event), so both hold the same keys. */
  onOtherWrite?: (listener: () => void) => void,
): KeyVault {
  const keys = new Map<string, string>()
  let deviceKey: CryptoKey | undefined
  let writing = Promise.resolve()

  /** The vault as stored now; empty when this device key cannot open it (its IndexedDB was cleared). */
  const readStored = async (key: CryptoKey): Promise<Map<string, string>> => {
    const stored = new Map<string, string>()
    const [iv, sealed] = (storage.getItem(vaultEntry) ?? '').split('.')
    if (!iv || !sealed) return stored
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: new Uint8Array(base64urlnopad.decode(iv)) },
        key,
        new Uint8Array(base64urlnopad.decode(sealed)),
      )
      for (const [name, value] of Object.entries(JSON.parse(new TextDecoder().decode(plain)) as object))
        if (typeof value === 'string') stored.set(name, value)
    } catch {}
    return stored
  }

  const persist = () => {
    const key = deviceKey
    if (!key) return
    writing = writing.then(async () => {
      // Keys another tab's frame stored meanwhile are kept.
      for (const [name, value] of await readStored(key)) if (!keys.has(name)) keys.set(name, value)
      const snapshot = JSON.stringify(Object.fromEntries(keys))
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const sealed = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(snapshot)),
      )
      storage.setItem(vaultEntry, `${base64urlnopad.encode(iv)}.${base64urlnopad.encode(sealed)}`)
    })
    writing = writing.catch(() => {})
  }

  const ready = (async () => {
    if (!indexedDb) return
    const key = await readOrCreateEntry(indexedDb, 'device-key', () =>
      crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
    ).catch(() => undefined)
    if (!key) return
    for (const [name, value] of await readStored(key)) keys.set(name, value)
    const legacy = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').filter(
      isKeyEntry,
    )
    for (const name of legacy) keys.set(name, storage.getItem(name) ?? '')
    deviceKey = key
    persist()
    await writing
    for (const name of legacy) storage.removeItem(name)
    onOtherWrite?.(() => {
      writing = writing.then(async () => {
        for (const [name, value] of await readStored(key)) keys.set(name, value)
      })
    })
  })().catch(() => {})

  const routed: Storage = {
    get length() {
      return storage.length
    },
    key: (index) => storage.key(index),
    clear: () => {
      keys.clear()
      storage.clear()
    },
    getItem: (name) => (deviceKey && isKeyEntry(name) ? (keys.get(name) ?? null) : storage.getItem(name)),
    setItem: (name, value) => {
      if (!deviceKey || !isKeyEntry(name)) return storage.setItem(name, value)
      keys.set(name, value)
      persist()
    },
    removeItem: (name) => {
      if (!deviceKey || !isKeyEntry(name)) return storage.removeItem(name)
      keys.delete(name)
      persist()
    },
  }
  return { storage: routed, ready }
}
