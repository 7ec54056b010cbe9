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
    // Files run beside the other unit projects' (two workers): each starts its own chains, processes and storage, on
    // free ports and in its own temporary directories, and most of their time is spent waiting on them.
    // The files share their modules in each worker instead of importing them anew: import was a third of the
    // project's time (126 s summed over 40 files; 15 s shared). No file leaves state behind that another reads.
    isolate: false,
  },
})
