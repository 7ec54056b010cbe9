import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { applyMigrations, type Migration, readMigrations } from './applyMigrations.js'
import { createLockQueue } from './createLockQueue.js'
import { createQueryable } from './createQueryable.js'
import { idleMemoryDatabases } from './idleMemoryDatabases.js'
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
      if ((await readdir(parameters.dataDir)).length === 0)
        await copyTemplateDirectory(parameters.dataDir, migrations)
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
  const store = storeOf(db, parameters.dataDir ? undefined : () => idleMemoryDatabases.give(db))
  try {
    await applyMigrations(store, migrations)
    // Its schema once migrated, to be compared when it is handed back.
    if (!parameters.dataDir) await idleMemoryDatabases.remember(db)
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
  return store
}

function storeOf(db: PGlite, close: () => Promise<void> = () => db.close()): ServiceStore {
  // An in-memory database outlives its store (idleMemoryDatabases): a closed store refuses every call, so it never
  // reaches the next store's data.
  let closed: Promise<void> | undefined
  const open = () => {
    if (closed) throw new StorageError('The PGlite store is closed.')
  }
  const runOn =
    (target: PGlite | Transaction) => async (sql: string, params: readonly unknown[] | undefined) => {
      open()
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
    transaction: (run) => {
      open()
      return db.transaction((transaction) => run(createQueryable(runOn(transaction))))
    },
    withLock,
    close: () => {
      closed ??= close()
      return closed
    },
  }
}

let template: Promise<Blob> | undefined

/**
 * An empty in-memory database: one closed a moment ago and emptied (idleMemoryDatabases), else one loaded from a
 * migrated template: creating one from scratch takes seconds (initdb), loading the template about half a second. The
 * template is cached in the OS temp directory, keyed by the PGlite build and the migrations.
 */
async function openMemoryDatabase(migrations: Migration[]): Promise<PGlite> {
  const kept = idleMemoryDatabases.take()
  if (kept) return kept
  template ??= loadTemplate(migrations)
  const blob = await template.catch(() => undefined)
  if (!blob) template = undefined
  return blob ? PGlite.create({ loadDataDir: blob }) : PGlite.create()
}

/** Where the migrated template is cached, keyed by the PGlite build and the migrations (no extension). */
function templatePath(migrations: Migration[]): string {
  const key = createHash('sha256')
    .update(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
    .update(migrations.map((migration) => migration.checksum).join(','))
    .digest('hex')
    .slice(0, 16)
  return join(tmpdir(), `foyer-service-pglite-${key}`)
}

async function loadTemplate(migrations: Migration[]): Promise<Blob> {
  const path = `${templatePath(migrations)}.tar`
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

/**
 * Fills a new, empty data directory with a copy of the migrated template directory instead of letting PGlite run
 * initdb in it (about 8 s of CPU, against a file copy); the template is made once per PGlite build and migrations.
 * Whatever goes wrong leaves the directory empty again, for initdb.
 */
async function copyTemplateDirectory(dataDir: string, migrations: Migration[]): Promise<void> {
  try {
    await cp(await templateDirectory(migrations), dataDir, { recursive: true })
  } catch {
    await rm(dataDir, { recursive: true, force: true })
    await mkdir(dataDir, { recursive: true })
  }
}

async function templateDirectory(migrations: Migration[]): Promise<string> {
  const path = templatePath(migrations)
  const complete = async (directory: string) =>
    (await readdir(directory).catch((): string[] => [])).includes('PG_VERSION')
  if (await complete(path)) return path
  const building = `${path}.${process.pid}.tmp`
  await rm(building, { recursive: true, force: true })
  const db = await PGlite.create(building)
  try {
    await applyMigrations(storeOf(db), migrations)
  } finally {
    await db.close()
  }
  // Another process may have made it meanwhile: theirs is as good as ours.
  await rename(building, path).catch(async (error: unknown) => {
    await rm(building, { recursive: true, force: true })
    if (!(await complete(path))) throw error
  })
  return path
}
