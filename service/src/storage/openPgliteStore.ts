import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { applyMigrations, type Migration, readMigrations } from './applyMigrations.js'
import { createLockQueue } from './createLockQueue.js'
import { createQueryable } from './createQueryable.js'
import type { ServiceStore } from './serviceStore.js'
import { StorageError } from './storageErrors.js'

export type OpenPgliteStoreParameters = {
  /** The data directory (created if missing); in memory when absent. */
  dataDir?: string
}

/**
 * The embedded store: PGlite (Postgres in WebAssembly) in one process. One process only may open a data
 * directory; run several service processes on Postgres instead.
 */
export async function openPgliteStore(parameters: OpenPgliteStoreParameters = {}): Promise<ServiceStore> {
  const migrations = await readMigrations()
  let db: PGlite
  try {
    if (parameters.dataDir) {
      await mkdir(parameters.dataDir, { recursive: true })
      db = await PGlite.create(parameters.dataDir)
    } else {
      db = await openMemoryDatabase(migrations)
    }
  } catch (cause) {
    throw new StorageError(
      `Could not open the PGlite database${parameters.dataDir ? ` in ${parameters.dataDir}` : ''}.`,
      {
        cause,
      },
    )
  }
  const store = storeOf(db)
  try {
    await applyMigrations(store, migrations)
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
  return store
}

function storeOf(db: PGlite): ServiceStore {
  const runOn =
    (target: PGlite | Transaction) => async (sql: string, params: readonly unknown[] | undefined) => {
      // Without parameters a script of several statements may run (migrations); with them, exactly one.
      if (params === undefined) {
        const results = await target.exec(sql)
        return { rows: results.at(-1)?.rows ?? [], count: results.at(-1)?.affectedRows ?? 0 }
      }
      const result = await target.query(sql, [...params])
      return { rows: result.rows, count: result.affectedRows ?? 0 }
    }
  const withLock = createLockQueue()
  return {
    kind: 'pglite',
    ...createQueryable(runOn(db)),
    transaction: (run) => db.transaction((transaction) => run(createQueryable(runOn(transaction)))),
    withLock,
    close: () => db.close(),
  }
}

let template: Promise<Blob> | undefined

/**
 * A fresh in-memory database, loaded from a migrated template: creating one from scratch takes seconds
 * (initdb), loading the template about half a second. The template is cached in the OS temp directory,
 * keyed by the PGlite build and the migrations.
 */
async function openMemoryDatabase(migrations: Migration[]): Promise<PGlite> {
  template ??= loadTemplate(migrations)
  const blob = await template.catch(() => undefined)
  if (blob) return PGlite.create({ loadDataDir: blob })
  template = undefined
  return PGlite.create()
}

async function loadTemplate(migrations: Migration[]): Promise<Blob> {
  const key = createHash('sha256')
    .update(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
    .update(migrations.map((migration) => migration.checksum).join(','))
    .digest('hex')
    .slice(0, 16)
  const path = join(tmpdir(), `foyer-service-pglite-${key}.tar`)
  try {
    return new Blob([await readFile(path)])
  } catch {}
  const db = await PGlite.create()
  try {
    await applyMigrations(storeOf(db), migrations)
    const dump = await db.dumpDataDir('none')
    const temporary = `${path}.${process.pid}.tmp`
    await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()))
    await rename(temporary, path)
    return dump
  } finally {
    await db.close()
  }
}
