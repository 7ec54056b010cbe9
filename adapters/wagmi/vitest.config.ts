import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'wagmi',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Starting anvil and deploying the devnet contracts takes a few seconds on 2 cores.
    hookTimeout: 180_000,
    // The files share their modules in each worker instead of importing them anew (the devnet's and the service's
    // modules took most of each file's import). No file leaves state behind that another reads.
    isolate: false,
  },
})
