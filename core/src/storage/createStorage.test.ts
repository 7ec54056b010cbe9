import { afterEach, describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createStorage } from './createStorage.js'
import {
  InvalidStorageValueError,
  StorageAccessError,
  type StorageErrorType,
  UnknownStorageKeyError,
} from './StorageError.js'
import type { StorageLike } from './StorageLike.js'
import { storageKeys } from './storageSchemas.js'

function collectErrors() {
  const errors: StorageErrorType[] = []
  return { errors, onError: (error: StorageErrorType) => errors.push(error) }
}

describe('createStorage', () => {
  it('round-trips every SPEC.md §3 value under the prefix', () => {
    const backing = createMemoryStorage()
    const storage = createStorage({ storage: backing })
    const values = {
      emailLoginUsed: true,
      email: 'ada@example.com',
      socialUsername: 'ada',
      lastEmailLoginTime: 1_700_000_000_000,
      lastUsedChain: 8453,
      smartAccountEnabledNetworks: [1, 8453],
      connectionStatus: 'connected',
      connectedNamespaces: ['eip155', 'solana'],
      recentWallets: [{ id: 'metamask', name: 'MetaMask' }],
      'activeNetwork:eip155': 'eip155:42161',
      'activeNetwork:solana': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'connectedConnector:eip155': 'io.metamask',
    } as const
    for (const [key, value] of Object.entries(values)) {
      expect(storage.set(key as keyof typeof values, value as never)).toBe(true)
    }
    for (const [key, value] of Object.entries(values)) {
      expect(storage.get(key as keyof typeof values)).toEqual(value)
    }
    expect(backing.getItem('@foyer/email')).toBe('"ada@example.com"')
    expect(backing.getItem('@foyer/activeNetwork:eip155')).toBe('"eip155:42161"')
  })

  it('types values by key', () => {
    const storage = createStorage({ storage: createMemoryStorage() })
    storage.set('connectionStatus', 'connecting')
    const status: 'disconnected' | 'connecting' | 'connected' | undefined = storage.get('connectionStatus')
    expect(status).toBe('connecting')
    // @ts-expect-error a number is not a connection status
    expect(storage.set('connectionStatus', 1)).toBe(false)
  })

  it('returns undefined for missing keys without reporting', () => {
    const { errors, onError } = collectErrors()
    const storage = createStorage({ storage: createMemoryStorage(), onError })
    expect(storage.get('email')).toBeUndefined()
    expect(storage.get('activeNetwork:bip122')).toBeUndefined()
    expect(errors).toEqual([])
  })

  it('returns undefined for corrupt JSON and reports it', () => {
    const { errors, onError } = collectErrors()
    const storage = createStorage({ storage: createMemoryStorage({ '@foyer/email': '{not json' }), onError })
    expect(storage.get('email')).toBeUndefined()
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(InvalidStorageValueError)
    expect(errors[0]?.shortMessage).toBe('Invalid value for "email" in storage: not JSON.')
  })

  it('returns undefined for values failing their schema', () => {
    const { errors, onError } = collectErrors()
    const backing = createMemoryStorage({
      '@foyer/email': '"not-an-email"',
      '@foyer/connectionStatus': '"sleeping"',
      '@foyer/connectedNamespaces': '["eip155","cosmos"]',
      '@foyer/recentWallets': '[{"name":"no id"}]',
      '@foyer/activeNetwork:solana': '"eip155:1"',
      '@foyer/lastEmailLoginTime': '-5',
      '@foyer/emailLoginUsed': 'null',
    })
    const storage = createStorage({ storage: backing, onError })
    expect(storage.get('email')).toBeUndefined()
    expect(storage.get('connectionStatus')).toBeUndefined()
    expect(storage.get('connectedNamespaces')).toBeUndefined()
    expect(storage.get('recentWallets')).toBeUndefined()
    expect(storage.get('activeNetwork:solana')).toBeUndefined()
    expect(storage.get('lastEmailLoginTime')).toBeUndefined()
    expect(storage.get('emailLoginUsed')).toBeUndefined()
    expect(errors.map((error) => error.constructor)).toEqual(Array(7).fill(InvalidStorageValueError))
    expect(errors.find((error) => error.key === 'activeNetwork:solana')?.shortMessage).toBe(
      'Invalid value for "activeNetwork:solana" in storage: Expected a network of the solana namespace.',
    )
  })

  it('refuses to write values failing their schema', () => {
    const { errors, onError } = collectErrors()
    const backing = createMemoryStorage()
    const storage = createStorage({ storage: backing, onError })
    expect(storage.set('email', 'nope')).toBe(false)
    expect(storage.set('activeNetwork:eip155', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    expect(backing.length).toBe(0)
    expect(errors).toHaveLength(2)
  })

  it('reports unknown keys from untyped callers', () => {
    const { errors, onError } = collectErrors()
    const storage = createStorage({ storage: createMemoryStorage(), onError })
    expect(storage.get('nope' as 'email')).toBeUndefined()
    expect(storage.set('activeNetwork:cosmos' as 'email', 'a@b.co')).toBe(false)
    expect(storage.get('toString' as 'email')).toBeUndefined()
    expect(errors.map((error) => error.constructor)).toEqual(Array(3).fill(UnknownStorageKeyError))
  })

  it('removes one key', () => {
    const storage = createStorage({ storage: createMemoryStorage() })
    storage.set('email', 'ada@example.com')
    storage.remove('email')
    expect(storage.get('email')).toBeUndefined()
  })

  it('clears only its own prefix', () => {
    const backing = createMemoryStorage({ 'other-app': 'keep', '@foyer/legacy-key': '1' })
    const storage = createStorage({ storage: backing })
    const other = createStorage({ storage: backing, prefix: '@other/' })
    storage.set('email', 'ada@example.com')
    storage.set('connectedConnector:solana', 'phantom')
    other.set('email', 'bob@example.com')
    storage.clear()
    expect(storage.get('email')).toBeUndefined()
    expect(storage.get('connectedConnector:solana')).toBeUndefined()
    expect(backing.getItem('@foyer/legacy-key')).toBeNull()
    expect(backing.getItem('other-app')).toBe('keep')
    expect(other.get('email')).toBe('bob@example.com')
  })

  it('clears known keys on a storage that cannot list its keys', () => {
    const items = new Map<string, string>([['other', 'keep']])
    const minimal: StorageLike = {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    }
    const storage = createStorage({ storage: minimal, prefix: 'app.' })
    storage.set('lastUsedChain', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    storage.set('activeNetwork:polkadot', 'polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(items.get('app.lastUsedChain')).toBe('"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"')
    storage.clear()
    expect([...items.keys()]).toEqual(['other'])
  })

  it('swallows a storage that throws on every call', () => {
    const { errors, onError } = collectErrors()
    const quota = new Error('QuotaExceededError')
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw quota
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
      key: () => {
        throw new Error('SecurityError')
      },
      get length(): number {
        throw new Error('SecurityError')
      },
    }
    const storage = createStorage({ storage: broken, onError })
    expect(storage.set('email', 'ada@example.com')).toBe(false)
    expect(storage.get('email')).toBeUndefined()
    expect(() => storage.remove('email')).not.toThrow()
    expect(() => storage.clear()).not.toThrow()
    expect(errors.every((error) => error instanceof StorageAccessError)).toBe(true)
    const setError = errors[0] as StorageAccessError
    expect(setError.operation).toBe('set')
    expect(setError.cause).toBe(quota)
    expect(setError.shortMessage).toBe('Could not set "email" in storage.')
  })

  it('survives an onError callback that throws', () => {
    const storage = createStorage({
      storage: createMemoryStorage({ '@foyer/email': '{' }),
      onError: () => {
        throw new Error('reporter down')
      },
    })
    expect(storage.get('email')).toBeUndefined()
  })

  it('rejects bad options with a ValidationError naming the field', () => {
    expect(() => createStorage({ prefix: '' })).toThrow(ValidationError)
    expect(() => createStorage({ prefix: '' })).toThrow(
      'Invalid storage options at "prefix": Expected a non-empty prefix',
    )
    expect(() => createStorage({ storage: { getItem: () => null } as unknown as StorageLike })).toThrow(
      'Invalid storage options at "storage"',
    )
  })

  it('normalises stored lists on read: no duplicates, bounded', () => {
    const { errors, onError } = collectErrors()
    const wallets = ['a', 'b', 'a', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() }))
    const backing = createMemoryStorage({
      '@foyer/recentWallets': JSON.stringify([wallets[0], wallets[2], ...wallets]),
      '@foyer/connectedNamespaces': '["solana","eip155","solana","eip155","bip122"]',
      '@foyer/smartAccountEnabledNetworks': JSON.stringify([
        8453,
        1,
        8453,
        ...Array.from({ length: 2000 }, (_, index) => index + 10),
      ]),
    })
    const storage = createStorage({ storage: backing, onError })
    expect(storage.get('recentWallets')).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ])
    expect(storage.get('connectedNamespaces')).toEqual(['solana', 'eip155', 'bip122'])
    const networks = storage.get('smartAccountEnabledNetworks') ?? []
    expect(networks.slice(0, 3)).toEqual([8453, 1, 10])
    expect(networks).toHaveLength(1000)
    expect(errors).toEqual([])
  })

  it('normalises lists on write too', () => {
    const backing = createMemoryStorage()
    const storage = createStorage({ storage: backing })
    expect(storage.set('recentWallets', [{ id: 'a' }, { id: 'a' }, { id: 'b' }, { id: 'c' }])).toBe(true)
    expect(backing.getItem('@foyer/recentWallets')).toBe('[{"id":"a"},{"id":"b"}]')
    expect(storage.set('connectedNamespaces', ['eip155', 'eip155'])).toBe(true)
    expect(backing.getItem('@foyer/connectedNamespaces')).toBe('["eip155"]')
  })

  it('refuses stored strings beyond their caps', () => {
    const { errors, onError } = collectErrors()
    const backing = createMemoryStorage({
      '@foyer/recentWallets': JSON.stringify([{ id: 'x'.repeat(257) }]),
      '@foyer/connectedConnector:eip155': JSON.stringify('c'.repeat(257)),
      '@foyer/email': JSON.stringify(`${'a'.repeat(250)}@example.com`),
    })
    const storage = createStorage({ storage: backing, onError })
    expect(storage.get('recentWallets')).toBeUndefined()
    expect(storage.get('connectedConnector:eip155')).toBeUndefined()
    expect(storage.get('email')).toBeUndefined()
    expect(errors.map((error) => error.key)).toEqual(['recentWallets', 'connectedConnector:eip155', 'email'])
  })

  it('knows every key it stores', () => {
    expect(storageKeys).toContain('recentWallets')
    expect(storageKeys).toContain('connectedConnector:bip122')
    expect(storageKeys).toContain('connectedAddress:eip155')
    expect(storageKeys).toHaveLength(9 + 3 * 4)
  })
})

describe('createStorage without a host storage', () => {
  const globals = globalThis as { window?: unknown }
  afterEach(() => {
    delete globals.window
  })

  it('falls back to memory when there is no window (SSR)', () => {
    expect(typeof window).toBe('undefined')
    const first = createStorage()
    const second = createStorage()
    expect(first.set('email', 'ada@example.com')).toBe(true)
    expect(first.get('email')).toBe('ada@example.com')
    expect(second.get('email')).toBeUndefined()
  })

  it('uses window.localStorage when a browser provides it', () => {
    const localStorage = createMemoryStorage()
    globals.window = { localStorage }
    const storage = createStorage()
    storage.set('connectionStatus', 'connected')
    expect(localStorage.getItem('@foyer/connectionStatus')).toBe('"connected"')
    expect(createStorage().get('connectionStatus')).toBe('connected')
  })

  it('falls back to memory when touching localStorage throws (sandboxed frame)', () => {
    globals.window = {
      get localStorage() {
        throw new Error('SecurityError: access denied')
      },
    }
    const storage = createStorage()
    expect(storage.set('email', 'ada@example.com')).toBe(true)
    expect(storage.get('email')).toBe('ada@example.com')
  })
})
