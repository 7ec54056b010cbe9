import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'service',
    include: ['src/**/*.test.ts'],
    // Those need a Postgres server: the service-postgres project (vitest.postgres.config.ts) runs them.
    exclude: ['src/**/*.postgres.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Many tests start real chains and processes; keep files from competing for the 2 cores.
    fileParallelism: false,
    // After the unit projects and before the browser tests: real processes compete for the 2 cores otherwise.
    sequence: { groupOrder: 1 },
  },
})
