import { defineProject } from 'vitest/config'
import { isolatedFiles } from './vitest.isolated.config.js'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'devnet',
    include: ['src/**/*.test.ts'],
    // Those need a Postgres server: the devnet-postgres project (vitest.postgres.config.ts) runs them.
    exclude: ['src/**/*.postgres.test.ts', ...isolatedFiles],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The files share their modules in each worker instead of importing them anew: the project took 105 CPU-s
    // instead of 154. The ones that set IS_VITEST or replace fetch put them back; those suspected of leaking state
    // run in `devnet-isolated` (vitest.isolated.config.ts).
    isolate: false,
  },
})
