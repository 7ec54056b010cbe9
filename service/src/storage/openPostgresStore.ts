import pg from 'pg'
import { applyMigrations } from './applyMigrations.js'
import { createQueryable } from './createQueryable.js'
import type { ServiceStore } from './serviceStore.js'
import { StorageError } from './storageErrors.js'

export type OpenPostgresStoreParameters = {
  /** `postgres://user:password@host:port/database` */
  url: string
  /** Connections kept open at most (default 10). */
  maxConnections?: number
}

/** The store for several service processes: a Postgres server, through a pool of connections. */
export async function openPostgresStore(parameters: OpenPostgresStoreParameters): Promise<ServiceStore> {
  const pool = new pg.Pool({ connectionString: parameters.url, max: parameters.maxConnections ?? 10 })
  // An idle connection the server closes must not crash the process; the next query opens another.
  pool.on('error', () => {})
  const runOn =
    (target: pg.Pool | pg.PoolClient) => async (sql: string, params: readonly unknown[] | undefined) => {
      // Without parameters a script of several statements may run (migrations); with them, exactly one.
      const result = params === undefined ? await target.query(sql) : await target.query(sql, [...params])
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result
      return { rows: last?.rows ?? [], count: last?.rowCount ?? 0 }
    }
  const store: ServiceStore = {
    kind: 'postgres',
    ...createQueryable(runOn(pool)),
    async transaction(run) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await run(createQueryable(runOn(client)))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async withLock(key, run) {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [key])
        try {
          return await run()
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key])
        }
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
  try {
    await applyMigrations(store)
  } catch (cause) {
    await pool.end().catch(() => {})
    throw cause instanceof StorageError
      ? cause
      : new StorageError(`Could not open the Postgres database at ${redact(parameters.url)}.`, { cause })
  }
  return store
}

/** The URL without its password, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the given DATABASE_URL'
  }
}
