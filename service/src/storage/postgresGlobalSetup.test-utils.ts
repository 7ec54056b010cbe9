import type { TestProject } from 'vitest/node'
import { type PostgresCluster, startPostgresCluster } from './startPostgresCluster.js'

let cluster: PostgresCluster | undefined

/** The `devnet-postgres` project's global setup: one throwaway Postgres cluster for the whole run. */
export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgresCluster()
  project.provide('foyerPostgresUrl', cluster.url)
}

export async function teardown(): Promise<void> {
  await cluster?.stop()
}
