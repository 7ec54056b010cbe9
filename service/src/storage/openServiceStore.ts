import * as z from 'zod'
import { openPgliteStore } from './openPgliteStore.js'
import { openPostgresStore } from './openPostgresStore.js'
import type { ServiceStore } from './serviceStore.js'
import { StorageError } from './storageErrors.js'

export type ServiceStorageOptions =
  /** A Postgres server, for several processes. */
  | { databaseUrl: string }
  /** PGlite in this data directory, for one process. */
  | { dataDir: string }
  /** PGlite in memory: state lasts as long as the process (tests). */
  | { memory: true }

const optionsSchema = z.union([
  z
    .object({ databaseUrl: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }) })
    .strict(),
  z.object({ dataDir: z.string().min(1) }).strict(),
  z.object({ memory: z.literal(true) }).strict(),
])

/** Opens the store the options name and brings its schema up to date. */
export function openServiceStore(options: ServiceStorageOptions): Promise<ServiceStore> {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) {
    return Promise.reject(
      new StorageError(
        'Invalid storage options: expected { databaseUrl }, { dataDir } or { memory: true }.',
        {
          details: z.prettifyError(parsed.error),
        },
      ),
    )
  }
  const valid = parsed.data
  if ('databaseUrl' in valid) return openPostgresStore({ url: valid.databaseUrl })
  if ('dataDir' in valid) return openPgliteStore({ dataDir: valid.dataDir })
  return openPgliteStore()
}
