import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'universal',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Starting anvil on 2 cores takes a few seconds.
    hookTimeout: 120_000,
    // The files share their modules in each worker instead of importing them anew (the devnet's and the service's
    // modules took most of each file's import). No file leaves state behind that another reads.
    isolate: false,
  },
})
