import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import type { ServiceStorageOptions } from './openServiceStore.js'

declare module 'vitest' {
  interface ProvidedContext {
    /** The throwaway cluster of the `devnet-postgres` project; absent in the other projects. */
    foyerPostgresUrl: string | undefined
  }
}

/** Which backend this test run uses: PGlite in memory, or Postgres in the `devnet-postgres` project. */
export function testBackend(): 'pglite' | 'postgres' {
  return inject('foyerPostgresUrl') ? 'postgres' : 'pglite'
}

/**
 * Storage for one test file's service: in-memory PGlite, or a fresh database on the project's Postgres
 * cluster when the file runs in the `devnet-postgres` project.
 */
export async function testServiceStorage(): Promise<ServiceStorageOptions> {
  const url = inject('foyerPostgresUrl')
  if (!url) return { memory: true }
  return { databaseUrl: await createPostgresDatabase(url, `test_${randomBytes(6).toString('hex')}`) }
}
