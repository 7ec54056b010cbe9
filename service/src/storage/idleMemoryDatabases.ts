import type { PGlite } from '@electric-sql/pglite'

/**
 * How long a closed in-memory database is kept for the next in-memory open before it is really closed. Short: a
 * database loaded from the template holds the process open until it is closed (PGlite keeps a handle), so a process
 * that has nothing else to do exits this much later.
 */
const keepMs = 2_000
const most = 2

type Idle = { db: PGlite; timer: ReturnType<typeof setTimeout> }
const idle: Idle[] = []

/**
 * The schema as migrations left it: every public table's columns with their types, and the migrations applied. A
 * database handed back with another schema (a test that altered a table) is closed, never reused.
 */
async function schemaOf(db: PGlite): Promise<string> {
  const { rows } = await db.query<{ shape: string | null }>(
    `SELECT string_agg(table_name || '.' || column_name || ':' || data_type || ':' || coalesce(column_default, ''), ','
       ORDER BY table_name, column_name) || '|' ||
       (SELECT string_agg(version || ':' || checksum, ',' ORDER BY version) FROM schema_migrations) AS shape
     FROM information_schema.columns WHERE table_schema = 'public'`,
  )
  return rows[0]?.shape ?? ''
}

const shapes = new WeakMap<PGlite, string>()

/**
 * Closed in-memory PGlite databases, emptied and kept a short while for the next in-memory open in this process:
 * starting one costs about 1.5 s of CPU (Postgres boots and loads the template), emptying one a few milliseconds. A
 * process that opens and closes many in-memory stores (tests, a devnet restarting its service) pays the start once.
 * Nothing is kept after `keepMs`.
 */
export const idleMemoryDatabases = {
  /** A kept database, empty and migrated, if there is one. */
  take(): PGlite | undefined {
    const entry = idle.pop()
    if (!entry) return undefined
    clearTimeout(entry.timer)
    return entry.db
  },

  /** Records the schema of a new database, to be compared when it is handed back (a kept one's is known). */
  async remember(db: PGlite): Promise<void> {
    if (!shapes.has(db)) shapes.set(db, await schemaOf(db))
  },

  /** Empties `db` and keeps it, or closes it when it cannot be emptied to its first state or enough are kept. */
  async give(db: PGlite): Promise<void> {
    try {
      const shape = shapes.get(db)
      if (idle.length >= most || shape === undefined || (await schemaOf(db)) !== shape)
        return await db.close()
      const { rows } = await db.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
      )
      if (rows.length)
        await db.exec(
          `TRUNCATE ${rows.map(({ tablename }) => `"${tablename.replaceAll('"', '""')}"`).join(', ')} RESTART IDENTITY CASCADE`,
        )
      // Session state: settings, prepared statements, advisory locks, LISTEN channels, temporary tables.
      await db.exec('DISCARD ALL')
    } catch {
      await db.close().catch(() => {})
      return
    }
    const timer = setTimeout(() => {
      const index = idle.findIndex((entry) => entry.db === db)
      if (index >= 0) idle.splice(index, 1)
      void db.close().catch(() => {})
    }, keepMs)
    timer.unref?.()
    idle.push({ db, timer })
  },
}
