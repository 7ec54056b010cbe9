import { defineConfig } from 'vitest/config'

// `pnpm test` runs the service's Postgres project in a vitest process of its own, started last (scripts/test.mjs):
// the unit stream leaves it out.
const postgresApart = process.env.FOYER_TEST_POSTGRES_APART === '1'

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): every file waited for the one before, even
    // those that mostly wait on a server or a chain. Projects whose files share state keep `fileParallelism: false`
    // and run one file at a time after the others.
    maxWorkers: 2,
    projects: [
      '{core,react,devnet,service,frame,docs}/vitest.config.ts',
      'react/vitest.react18.config.ts',
      'react/vitest.isolated.config.ts',
      'devnet/vitest.isolated.config.ts',
      'adapters/wagmi/vitest.wagmi2.config.ts',
      ...(postgresApart ? [] : ['service/vitest.postgres.config.ts']),
      'plugins/vitest.config.ts',
      'plugins/vitest.isolated.config.ts',
      'adapters/vitest.config.ts',
      'adapters/vitest.isolated.config.ts',
      'examples/*/vitest.config.ts',
    ],
  },
})
