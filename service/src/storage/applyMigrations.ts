import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import * as z from 'zod'
import type { ServiceStore } from './serviceStore.js'
import { StorageError } from './storageErrors.js'

export type Migration = { version: number; name: string; sql: string; checksum: string }

const migrationsUrl = new URL('./migrations/', import.meta.url)
const fileName = /^(\d{4})_([a-z0-9_]+)\.sql$/

/** The schema's migrations, oldest first: `migrations/NNNN_name.sql`. */
export async function readMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsUrl)).filter((file) => file.endsWith('.sql')).sort()
  return Promise.all(
    files.map(async (file) => {
      const match = fileName.exec(file)
      if (!match) throw new StorageError(`Migration file ${file} is not named NNNN_name.sql.`)
      const sql = await readFile(new URL(file, migrationsUrl), 'utf8')
      const checksum = createHash('sha256').update(sql).digest('hex')
      return { version: Number(match[1]), name: match[2] as string, sql, checksum }
    }),
  )
}

const appliedRow = z.object({ version: z.coerce.number(), checksum: z.string() })

/**
 * Brings the schema up to date: each migration not yet in `schema_migrations` runs once, in order, inside
 * one transaction holding an advisory lock, so processes starting together on one database apply each once.
 * Returns the versions it applied.
 */
export async function applyMigrations(
  store: ServiceStore,
  migrations: Migration[] | undefined = undefined,
): Promise<number[]> {
  const all = migrations ?? (await readMigrations())
  return store.transaction(async (transaction) => {
    await transaction.execute("SELECT pg_advisory_xact_lock(hashtext('foyer-service-migrations'))")
    await transaction.execute(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at bigint NOT NULL
      )`,
    )
    const applied = new Map(
      (
        await transaction.query(
          appliedRow,
          'SELECT version, checksum FROM schema_migrations ORDER BY version',
        )
      ).map((row) => [row.version, row.checksum]),
    )
    const done: number[] = []
    for (const migration of all) {
      const checksum = applied.get(migration.version)
      if (checksum !== undefined) {
        if (checksum !== migration.checksum)
          throw new StorageError(
            `Migration ${migration.version} (${migration.name}) changed after it was applied.`,
            {
              details: 'Add a new migration instead of editing an applied one.',
            },
          )
        continue
      }
      await transaction.execute(migration.sql)
      await transaction.execute(
        'INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, $4)',
        [migration.version, migration.name, migration.checksum, Date.now()],
      )
      done.push(migration.version)
    }
    return done
  })
}
