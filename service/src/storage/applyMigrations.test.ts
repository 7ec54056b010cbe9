import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { applyMigrations, readMigrations } from './applyMigrations.js'
import { openServiceStore } from './openServiceStore.js'
import type { ServiceStore } from './serviceStore.js'
import { StorageError, StoredRowError } from './storageErrors.js'
import { testBackend, testServiceStorage } from './testServiceStorage.test-utils.js'

let store: ServiceStore

beforeAll(async () => {
  store = await openServiceStore(await testServiceStorage())
})
afterAll(() => store?.close())

const versionRow = z.object({ version: z.coerce.number(), name: z.string() })

describe(`service storage on ${testBackend()}`, () => {
  it('opens the backend of this run with every migration applied once', async () => {
    expect(store.kind).toBe(testBackend())
    const migrations = await readMigrations()
    expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1))
    const applied = await store.query(
      versionRow,
      'SELECT version, name FROM schema_migrations ORDER BY version',
    )
    expect(applied).toEqual(migrations.map(({ version, name }) => ({ version, name })))
  })

  it('applies nothing twice, even when several starts race', async () => {
    const results = await Promise.all([
      applyMigrations(store),
      applyMigrations(store),
      applyMigrations(store),
    ])
    expect(results).toEqual([[], [], []])
  })

  it('refuses a migration edited after it was applied', async () => {
    const [first, ...rest] = await readMigrations()
    if (!first) throw new Error('no migrations')
    const edited = { ...first, sql: `${first.sql}\n-- edited`, checksum: 'edited' }
    const error = await applyMigrations(store, [edited, ...rest]).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(StorageError)
    expect((error as StorageError).shortMessage).toBe('Migration 1 (initial) changed after it was applied.')
  })

  it('validates every row it reads', async () => {
    const error = await store
      .query(z.object({ version: z.string() }), 'SELECT version FROM schema_migrations')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(StoredRowError)
    expect((error as StoredRowError).details).toContain('version: ')
  })

  it('rolls a transaction back when it throws', async () => {
    const failing = store.transaction(async (transaction) => {
      await transaction.execute(
        "INSERT INTO auth_email_codes (email, code, expires_at, attempts, last_sent_at) VALUES ('r@x.io', '1', 1, 0, 1)",
      )
      throw new StorageError('stop here')
    })
    await expect(failing).rejects.toThrow('stop here')
    const rows = await store.query(
      z.object({ email: z.string() }),
      "SELECT email FROM auth_email_codes WHERE email = 'r@x.io'",
    )
    expect(rows).toEqual([])
  })

  it('runs one holder of a lock at a time', async () => {
    const order: string[] = []
    const hold = (name: string) =>
      store.withLock('test-lock', async () => {
        order.push(`${name} in`)
        await new Promise((resolve) => setTimeout(resolve, 30))
        order.push(`${name} out`)
      })
    await Promise.all([hold('a'), hold('b')])
    // Whichever comes first, the other waits for it to leave.
    const [first] = order[0]?.split(' ') ?? []
    const second = first === 'a' ? 'b' : 'a'
    expect(order).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`])
  })

  it('refuses malformed storage options, naming them', async () => {
    const error = await openServiceStore({ databaseUrl: 'mysql://x' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(StorageError)
    expect((error as StorageError).details).toContain('expected a postgres:// URL')
  })
})
