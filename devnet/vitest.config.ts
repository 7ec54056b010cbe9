import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'devnet',
    include: ['src/**/*.test.ts'],
    // Those need a Postgres server: the devnet-postgres project (vitest.postgres.config.ts) runs them.
    exclude: ['src/**/*.postgres.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The stack's parts start real processes; keep files from competing for the 2 cores.
    fileParallelism: false,
    // After the unit projects and before the browser tests: real processes compete for the 2 cores otherwise.
    sequence: { groupOrder: 1 },
  },
})
