import { openPgliteStore } from './openPgliteStore.js'
import { openPostgresStore } from './openPostgresStore.js'
import type { ServiceStore } from './serviceStore.js'

export type ServiceStorageOptions =
  /** A Postgres server, for several processes. */
  | { databaseUrl: string }
  /** PGlite in this data directory, for one process. */
  | { dataDir: string }
  /** PGlite in memory: state lasts as long as the process (tests). */
  | { memory: true }

/** Opens the store the options name and brings its schema up to date. */
export function openServiceStore(options: ServiceStorageOptions): Promise<ServiceStore> {
  if ('databaseUrl' in options) return openPostgresStore({ url: options.databaseUrl })
  if ('dataDir' in options) return openPgliteStore({ dataDir: options.dataDir })
  return openPgliteStore()
}
