import type * as z from 'zod'

/** What a statement can run on: the store itself or an open transaction. */
export type StoreQueryable = {
  /** Runs one parameterised statement (`$1`, `$2`, …) and validates every row it returns with `row`. */
  query: <Row extends z.ZodType>(
    row: Row,
    sql: string,
    params?: readonly unknown[],
  ) => Promise<z.output<Row>[]>
  /** Runs one parameterised statement and returns how many rows it changed. */
  execute: (sql: string, params?: readonly unknown[]) => Promise<number>
}

/**
 * The reference service's one storage interface: Postgres SQL over PGlite (embedded) or a Postgres server.
 * Every piece of state the service keeps goes through it, so processes sharing a database answer as one.
 */
export type ServiceStore = StoreQueryable & {
  kind: 'pglite' | 'postgres'
  /** Runs `run` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction: <T>(run: (transaction: StoreQueryable) => Promise<T>) => Promise<T>
  /** Runs `run` while holding the lock named `key`, across every process on the database (an advisory lock). */
  withLock: <T>(key: string, run: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
}
