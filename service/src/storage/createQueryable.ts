import type * as z from 'zod'
import type { StoreQueryable } from './serviceStore.js'
import { StoredRowError } from './storageErrors.js'

/** The validating `query`/`execute` pair over a driver's raw `run(sql, params)`. */
export function createQueryable(
  run: (sql: string, params: readonly unknown[] | undefined) => Promise<{ rows: unknown[]; count: number }>,
): StoreQueryable {
  return {
    async query(row, sql, params) {
      const { rows } = await run(sql, params ?? [])
      return rows.map((raw) => {
        const parsed = row.safeParse(raw)
        if (!parsed.success) throw new StoredRowError(sql, parsed.error)
        return parsed.data as z.output<typeof row>
      })
    },
    async execute(sql, params) {
      return (await run(sql, params)).count
    },
  }
}
