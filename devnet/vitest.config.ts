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
    // Files run beside the other unit projects' (two workers): each starts its parts on free ports, with its files
    // in its own temporary directory, and most of a start is spent waiting on processes.
    // The files share their modules in each worker instead of importing them anew (the service, the wallets and the
    // chains' libraries, which several files import). No file leaves state behind that another reads: the ones that
    // set IS_VITEST or replace fetch put them back.
    isolate: false,
  },
})
